import { planShutorePages } from "./shutore-page-plan";

describe("planShutorePages", () => {
  it("creates an article page at any depth and one listing per first segment", () => {
    const pages = planShutorePages([
      { db_id: 1, slug_path: "es/gakuchika" },
      { db_id: 2, slug_path: "es/self-pr/examples" },
      { db_id: 3, slug_path: "interview/group-discussion/tips" },
    ]);
    expect(pages).toEqual([
      { template: "article", path: "/shutore/es/gakuchika", context: { dbId: 1, categoryKey: "es" } },
      { template: "article", path: "/shutore/es/self-pr/examples", context: { dbId: 2, categoryKey: "es" } },
      {
        template: "article",
        path: "/shutore/interview/group-discussion/tips",
        context: { dbId: 3, categoryKey: "interview" },
      },
      { template: "category", path: "/shutore/es", context: { categoryKey: "es", categoryLabel: "ES・自己PR" } },
      {
        template: "category",
        path: "/shutore/interview",
        context: { categoryKey: "interview", categoryLabel: "面接・グループディスカッション" },
      },
    ]);
  });

  it("leaves the category path to an article that owns it", () => {
    const pages = planShutorePages([
      { db_id: 1, slug_path: "schedule" },
      { db_id: 2, slug_path: "schedule/27-graduates" },
    ]);
    expect(pages.map((page) => [page.template, page.path])).toEqual([
      ["article", "/shutore/schedule"],
      ["article", "/shutore/schedule/27-graduates"],
    ]);
  });

  it("creates nothing without articles", () => {
    expect(planShutorePages([])).toEqual([]);
  });
});
