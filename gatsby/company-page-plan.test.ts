import {
  byReviewScores,
  planCompanyListPages,
  type ListableCompany,
  type PlannablePrefecture,
} from "./company-page-plan";

const prefectures: PlannablePrefecture[] = [
  { code: 13, name: "東京都", area_db_id: 3, area_name: "関東" },
  { code: 14, name: "神奈川県", area_db_id: 3, area_name: "関東" },
  { code: 27, name: "大阪府", area_db_id: 5, area_name: "近畿" },
];

function company(db_id: number, overrides: Partial<ListableCompany> = {}): ListableCompany {
  return {
    db_id,
    is_foreign: false,
    overall_score: 3,
    headquarters_prefecture_code: 13,
    headquarters_area_db_id: 3,
    ...overrides,
  };
}

describe("byReviewScores", () => {
  it("orders by overall score, unscored last, then id", () => {
    const sorted = [
      company(1, { overall_score: null }),
      company(2, { overall_score: 4.5 }),
      company(3, { overall_score: 4.5 }),
      company(4, { overall_score: 2 }),
    ].sort(byReviewScores);
    expect(sorted.map((c) => c.db_id)).toEqual([2, 3, 4, 1]);
  });
});

describe("planCompanyListPages", () => {
  const companies = [
    ...Array.from({ length: 31 }, (_, index) => company(index + 1)),
    company(100, { is_foreign: true, headquarters_prefecture_code: 27, headquarters_area_db_id: 5 }),
    company(101, { headquarters_prefecture_code: 14 }),
  ];
  const pages = planCompanyListPages(companies, prefectures);
  const byPath = new Map(pages.map((page) => [page.path, page.context]));

  it("pages listings by 30 with page-N paths", () => {
    expect(byPath.get("/companies/domestics")).toMatchObject({
      totalCount: 32,
      totalPages: 2,
      heading: "国内企業一覧",
    });
    expect(byPath.get("/companies/domestics")?.companyIds).toHaveLength(30);
    expect(byPath.get("/companies/domestics/page-2")?.companyIds).toEqual([31, 101]);
    expect(byPath.has("/companies/domestics/page-3")).toBe(false);
  });

  it("lists foreign companies apart, and areas with their prefectures", () => {
    expect(byPath.get("/companies/foreigns")?.companyIds).toEqual([100]);
    expect(byPath.get("/companies/area/5")).toMatchObject({ heading: "近畿の企業一覧", companyIds: [100] });
    expect(byPath.get("/companies/area/3")?.places).toEqual([
      { name: "東京都", path: "/companies/area/3/13" },
      { name: "神奈川県", path: "/companies/area/3/14" },
    ]);
    expect(byPath.get("/companies/domestics/area/3/14")).toMatchObject({
      heading: "神奈川県の国内企業一覧",
      companyIds: [101],
      area: { name: "関東", path: "/companies/domestics/area/3" },
    });
    expect(byPath.get("/companies/foreigns/area/3/13")).toMatchObject({ companyIds: [], totalPages: 1 });
  });

  it("makes no page for a prefecture outside its area, nor an index-wide listing", () => {
    expect(byPath.has("/companies/area/3/27")).toBe(false);
    expect(byPath.has("/companies/area/5/13")).toBe(false);
    expect(byPath.has("/companies")).toBe(false);
  });
});
