import { companyPath, eventListPath, eventPath } from "./routes";

describe("route builders", () => {
  it("uses the route category selection for entry events", () => {
    expect(eventListPath("entry")).toBe("/events/selection");
    expect(eventPath("entry", 42)).toBe("/events/selection/42");
  });

  it("builds internship, seminar and gosetsu paths", () => {
    expect(eventPath("internship", 7)).toBe("/events/internship/7");
    expect(eventListPath("seminar")).toBe("/events/seminar");
    expect(eventListPath("gosetsu")).toBe("/events/gosetsu");
  });

  it("builds company paths without a trailing slash", () => {
    expect(companyPath(3)).toBe("/companies/3");
  });
});
