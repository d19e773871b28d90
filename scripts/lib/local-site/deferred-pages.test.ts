import { pageDataRequestPath } from "./deferred-pages";

describe("pageDataRequestPath", () => {
  it("maps a page-data URL back to its page path", () => {
    expect(pageDataRequestPath("/page-data/companies/1/reviews/company/3/page-data.json")).toBe(
      "/companies/1/reviews/company/3",
    );
    expect(pageDataRequestPath("/page-data/index/page-data.json")).toBe("/");
    expect(pageDataRequestPath("/companies/1")).toBeUndefined();
    expect(pageDataRequestPath("/page-data/app-data.json")).toBeUndefined();
  });
});
