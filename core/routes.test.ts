import { companyPath, eventListingPath, eventListPath, eventPath, featureEventPath } from "./routes";

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

  it("builds filtered listing and feature event paths", () => {
    expect(
      eventListingPath({
        category: "internship",
        graduateYear: 2027,
        businessCategoryId: null,
        prefectureCode: 13,
        page: 2,
      }),
    ).toBe("/events/internship/gy-2027/pref-13/page-2");
    expect(featureEventPath(8)).toBe("/feature_events/8");
  });
});
