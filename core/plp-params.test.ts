import {
  buildPlpPath,
  emptyPlpParams,
  isPrerenderedListing,
  parsePlpPath,
  parsePlpSegments,
  type PlpParams,
} from "./plp-params";

function params(overrides: Partial<PlpParams>): PlpParams {
  return { ...emptyPlpParams("internship"), ...overrides };
}

describe("buildPlpPath", () => {
  it.each<[Partial<PlpParams>, string]>([
    [{}, "/events/internship"],
    [{ category: "selection" }, "/events/selection"],
    [{ page: 3 }, "/events/internship/page-3"],
    [{ graduateYear: 2027 }, "/events/internship/gy-2027"],
    [{ businessCategoryId: 3 }, "/events/internship/ind-3"],
    [{ prefectureCode: 13 }, "/events/internship/pref-13"],
    [{ prefectureCode: 0 }, "/events/internship/pref-0"],
    [
      { graduateYear: 2027, businessCategoryId: 3, prefectureCode: 13, page: 2 },
      "/events/internship/gy-2027/ind-3/pref-13/page-2",
    ],
    [{ prefectureCode: 27, graduateYear: 2028 }, "/events/internship/gy-2028/pref-27"],
  ])("%o → %s, and parses back to the same params", (overrides, path) => {
    expect(buildPlpPath(params(overrides))).toBe(path);
    expect(parsePlpPath(path)).toEqual({ kind: "listing", params: params(overrides), canonicalPath: path });
  });
});

describe("parsePlpSegments", () => {
  it("accepts every route category and nothing else", () => {
    for (const category of ["selection", "internship", "seminar", "gosetsu"]) {
      expect(parsePlpSegments([category])).toMatchObject({ kind: "listing", canonicalPath: `/events/${category}` });
    }
    expect(parsePlpSegments(["entry"])).toEqual({ kind: "invalid" });
    expect(parsePlpSegments(["company_internship"])).toEqual({ kind: "invalid" });
    expect(parsePlpSegments([])).toEqual({ kind: "invalid" });
  });

  it("reads a digits-only segment right after the category as an event id, keeping what follows", () => {
    expect(parsePlpSegments(["seminar", "123"])).toEqual({
      kind: "event",
      category: "seminar",
      eventId: 123,
      rest: [],
    });
    expect(parsePlpSegments(["selection", "9", "entry_complete"])).toEqual({
      kind: "event",
      category: "selection",
      eventId: 9,
      rest: ["entry_complete"],
    });
    expect(parsePlpSegments(["seminar", "0"])).toEqual({ kind: "invalid" });
    expect(parsePlpSegments(["seminar", "0123"])).toEqual({ kind: "invalid" });
  });

  it("accepts segments out of order and names the canonical path", () => {
    expect(parsePlpSegments(["internship", "pref-13", "gy-2027"])).toEqual({
      kind: "listing",
      params: params({ graduateYear: 2027, prefectureCode: 13 }),
      canonicalPath: "/events/internship/gy-2027/pref-13",
    });
    expect(parsePlpSegments(["internship", "page-2", "ind-3"])).toMatchObject({
      canonicalPath: "/events/internship/ind-3/page-2",
    });
  });

  it.each([
    ["unknown prefix", ["internship", "area-3"]],
    ["no prefix", ["internship", "tokyo"]],
    ["empty segment", ["internship", ""]],
    ["repeated prefix", ["internship", "pref-13", "pref-14"]],
    ["leading zero", ["internship", "pref-013"]],
    ["not a number", ["internship", "gy-abc"]],
    ["negative", ["internship", "ind--3"]],
    ["graduate year out of range", ["internship", "gy-27"]],
    ["prefecture out of range", ["internship", "pref-48"]],
    ["industry zero", ["internship", "ind-0"]],
    ["page 1 spelt out", ["internship", "page-1"]],
    ["page 0", ["internship", "page-0"]],
    ["decimal", ["internship", "page-2.5"]],
    ["uppercase prefix", ["internship", "GY-2027"]],
    ["event id after a filter", ["internship", "gy-2027", "123"]],
  ])("rejects %s", (_name, segments) => {
    expect(parsePlpSegments(segments)).toEqual({ kind: "invalid" });
  });
});

describe("parsePlpPath", () => {
  it("rejects paths outside /events/ and undecodable segments", () => {
    expect(parsePlpPath("/companies/3")).toEqual({ kind: "invalid" });
    expect(parsePlpPath("/events")).toEqual({ kind: "invalid" });
    expect(parsePlpPath("/events/internship/%E0%A4%A")).toEqual({ kind: "invalid" });
    expect(parsePlpPath("/events/internship//gy-2027")).toEqual({ kind: "invalid" });
  });
});

describe("isPrerenderedListing", () => {
  it("is every page of a category listing and the first page of a single-filter listing", () => {
    expect(isPrerenderedListing(params({}))).toBe(true);
    expect(isPrerenderedListing(params({ page: 7 }))).toBe(true);
    expect(isPrerenderedListing(params({ prefectureCode: 13 }))).toBe(true);
    expect(isPrerenderedListing(params({ prefectureCode: 13, page: 2 }))).toBe(false);
    expect(isPrerenderedListing(params({ prefectureCode: 13, graduateYear: 2027 }))).toBe(false);
  });
});
