import { isShutoreSlugPath, shutoreCategoryOf, shutorePath } from "./shutore-routes";

describe("isShutoreSlugPath", () => {
  it.each([
    ["es", true],
    ["es/self-pr/examples", true],
    ["schedule/27-graduates", true],
    ["", false],
    ["/es", false],
    ["es/", false],
    ["es//gakuchika", false],
    ["ES/gakuchika", false],
    ["es/-lead", false],
    ["es/ガクチカ", false],
  ])("%j → %s", (slug, expected) => {
    expect(isShutoreSlugPath(slug)).toBe(expected);
  });
});

describe("shutore paths", () => {
  it("puts the slug below /shutore and names the category by its first segment", () => {
    expect(shutorePath("interview/group-discussion/tips")).toBe("/shutore/interview/group-discussion/tips");
    expect(shutoreCategoryOf("interview/group-discussion/tips")).toEqual({
      key: "interview",
      label: "面接・グループディスカッション",
      path: "/shutore/interview",
    });
    expect(shutoreCategoryOf("career/new-topic")).toEqual({ key: "career", label: "career", path: "/shutore/career" });
  });
});
