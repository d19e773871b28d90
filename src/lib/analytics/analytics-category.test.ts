import { analyticsCategoryFromPath, analyticsCategoryOfEvent } from "./analytics-category";

describe("analyticsCategoryFromPath (spec §9)", () => {
  it.each([
    ["/companies", "company"],
    ["/companies/", "company"],
    ["/events/internship", "internship"],
    ["/events/selection/", "selection"],
    ["/events/seminar", "seminar"],
    ["/events/gosetsu", "joint_job_fair"],
    ["/", "unknown"],
    ["/events/internship/123", "unknown"],
    ["/companies/1/reviews", "unknown"],
  ])("%s → %s", (path, category) => {
    expect(analyticsCategoryFromPath(path)).toBe(category);
  });
});

describe("analyticsCategoryOfEvent", () => {
  it.each([
    ["entry", "selection"],
    ["internship", "internship"],
    ["seminar", "seminar"],
    ["gosetsu", "joint_job_fair"],
  ] as const)("%s → %s", (category, analytics) => {
    expect(analyticsCategoryOfEvent(category)).toBe(analytics);
  });
});
