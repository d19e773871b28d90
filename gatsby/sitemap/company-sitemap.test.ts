import { planCompanyListPages, type ListableCompany } from "../company-page-plan";
import { companySitemap } from "./company-sitemap";

const prefectures = [
  { code: 13, name: "東京都", area_db_id: 3, area_name: "関東" },
  { code: 14, name: "神奈川県", area_db_id: 3, area_name: "関東" },
];
const company = (db_id: number, day: number): ListableCompany & { updated_at: string } => ({
  db_id,
  is_foreign: false,
  overall_score: 5 - db_id / 100,
  headquarters_prefecture_code: 13,
  headquarters_area_db_id: 3,
  updated_at: `2026-03-${String(day).padStart(2, "0")}T00:00:00.000Z`,
});

describe("companySitemap", () => {
  // 31 domestic companies in Tokyo, best scored first: page 2 of each listing holds company 31 alone
  const companies = Array.from({ length: 31 }, (_, index) => company(index + 1, (index % 28) + 1));
  const listPages = planCompanyListPages(companies, prefectures);
  const entries = companySitemap({
    companies,
    listings: listPages.map((page) => ({ path: page.path, companyIds: page.context.companyIds })),
  });
  const lastmodOf = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;

  it("lists every company page by the company's updated_at", () => {
    expect(entries.filter((entry) => /^\/companies\/\d+$/.test(entry.path))).toHaveLength(31);
    expect(lastmodOf("/companies/7")).toBe("2026-03-07T00:00:00.000Z");
  });

  it("lists the listings that show a company, dated by the newest one on the page, and leaves out empty ones", () => {
    expect(lastmodOf("/companies/domestics")).toBe("2026-03-28T00:00:00.000Z");
    expect(lastmodOf("/companies/domestics/page-2")).toBe("2026-03-03T00:00:00.000Z");
    expect(lastmodOf("/companies/area/3/13/page-2")).toBe("2026-03-03T00:00:00.000Z");
    const empty = listPages.filter((page) => page.context.totalCount === 0).map((page) => page.path);
    expect(empty).toEqual(expect.arrayContaining(["/companies/foreigns", "/companies/area/3/14"]));
    expect(entries.filter((entry) => empty.includes(entry.path))).toEqual([]);
    expect(entries.every((entry) => entry.section === "companies" && entry.lastmod !== null)).toBe(true);
  });
});
