import { roundedAverage, summarizeRatings } from "./rating-summary";

describe("roundedAverage", () => {
  it.each([
    [[], null],
    [[4], 4],
    [[4, 5], 4.5],
    [[3, 4, 4], 3.7],
    [[1, 2, 2], 1.7],
    [[5, 5, 4, 4, 4, 4], 4.3],
    [[3, 4, 4, 4], 3.8],
  ])("averages %j as %p (one decimal)", (values, expected) => {
    expect(roundedAverage(values)).toBe(expected);
  });
});

describe("summarizeRatings", () => {
  const company = (overall: number, atmosphere: number, phase: "selection" | "internship" | "seminar") => ({
    ratings: { overall, atmosphere, growth: 3, welfare: 2, selection: 5 },
    phase,
  });

  it("averages every company axis and counts reviews per phase, zero included", () => {
    expect(
      summarizeRatings("company", [
        company(5, 4, "internship"),
        company(4, 4, "internship"),
        company(2, 1, "selection"),
      ]),
    ).toEqual({
      count: 3,
      averages: { overall: 3.7, atmosphere: 3, growth: 3, welfare: 2, selection: 5 },
      phase_counts: { selection: 1, internship: 2, seminar: 0 },
    });
  });

  it("averages the event axes and has no phase counts for event reviews", () => {
    const reviews = [
      { ratings: { overall: 4, content: 5, staff: 3, usefulness: 4 }, phase: null },
      { ratings: { overall: 3, content: 4, staff: 3, usefulness: 2 }, phase: null },
    ];
    expect(summarizeRatings("event", reviews)).toEqual({
      count: 2,
      averages: { overall: 3.5, content: 4.5, staff: 3, usefulness: 3 },
      phase_counts: null,
    });
  });

  it("answers a zero count and no averages without reviews", () => {
    expect(summarizeRatings("company", [])).toEqual({
      count: 0,
      averages: {},
      phase_counts: { selection: 0, internship: 0, seminar: 0 },
    });
  });
});
