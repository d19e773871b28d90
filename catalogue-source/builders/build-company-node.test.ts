import { companyRow } from "../test/row-fixtures";
import { buildCompanyNode } from "./build-company-node";
import { buildBusinessCategoryNode, buildFeatureFlagNode, buildPrefectureNode } from "./build-master-nodes";

describe("buildCompanyNode", () => {
  it("renames the database ids and keeps every summary field", () => {
    const node = buildCompanyNode(companyRow({ id: 9, business_category_id: 4 }));
    expect(node.db_id).toBe(9);
    expect(node.business_category_db_id).toBe(4);
    expect(node).not.toHaveProperty("id");
    expect(node).not.toHaveProperty("business_category_id");
    expect(node).toMatchObject({
      name: "株式会社ミライテック",
      initial_char: "ミ",
      square_logo_url: null,
      business_subcategory_name: "ソフトウェア",
      overall_score: 4.1,
      seminar_score: null,
      review_count: 25,
      follower_count: 120,
      event_count: 4,
      is_official_company: true,
      is_foreign: false,
    });
  });

  it("sends updated_at as an ISO string (the sitemap's lastmod of the company page)", () => {
    expect(buildCompanyNode(companyRow({ updated_at: new Date("2026-03-01T09:30:00+09:00") })).updated_at).toBe(
      "2026-03-01T00:30:00.000Z",
    );
  });
});

describe("master data nodes", () => {
  it("builds business category, prefecture and feature flag fields", () => {
    expect(
      buildBusinessCategoryNode({ id: 2, name: "IT・通信", icon_key: "it", display_order: 3, subcategory_ids: [7, 5] }),
    ).toEqual({
      db_id: 2,
      name: "IT・通信",
      icon_key: "it",
      display_order: 3,
      subcategory_db_ids: [7, 5],
    });
    expect(buildPrefectureNode({ code: 13, name: "東京都", area_name: "関東", area_id: 3 })).toEqual({
      code: 13,
      name: "東京都",
      area_name: "関東",
      area_db_id: 3,
    });
    expect(buildFeatureFlagNode({ key: "app_new_logo_enabled", enabled: true })).toEqual({
      key: "app_new_logo_enabled",
      enabled: true,
    });
  });
});

describe("buildCompanyNode: company summary fields", () => {
  it("shapes awards newest first, with the latest year and badge", () => {
    const node = buildCompanyNode(
      companyRow({
        awards: [
          { year: 2021, rank: "bronze" },
          { year: 2024, rank: "gold" },
          { year: 2023, rank: "silver" },
        ],
      }),
    );
    expect(node.awards.map((award) => award.year)).toEqual([2024, 2023, 2021]);
    expect(node.has_award_review).toBe(true);
    expect(node.latest_award_reviews_year).toBe(2024);
    expect(node.latest_award_reviews_badge).toBe("gold");
  });

  it("has no award fields without awards", () => {
    const node = buildCompanyNode(companyRow());
    expect(node).toMatchObject({
      awards: [],
      has_award_review: false,
      latest_award_reviews_year: null,
      latest_award_reviews_badge: null,
    });
  });

  it.each([
    { main: null, members: [], expected: null },
    { main: 5, members: [9, 3, 5], expected: { main_company_db_id: 5, company_db_ids: [3, 5, 9] } },
  ])("groups: main $main, members $members", ({ main, members, expected }) => {
    const node = buildCompanyNode(companyRow({ group_main_company_id: main, group_company_ids: members }));
    expect(node.company_group).toEqual(expected);
  });

  it("orders the gallery by display order and keeps the summary fields", () => {
    const node = buildCompanyNode(
      companyRow({
        official_image_url: "https://images.example.jp/main.jpg",
        image_gallery: [
          { title: "社内", description: "執務室", image_url: "https://images.example.jp/b.jpg", display_order: 2 },
          { title: "外観", description: "本社ビル", image_url: "https://images.example.jp/a.jpg", display_order: 1 },
        ],
      }),
    );
    expect(node.image_gallery.map((item) => item.title)).toEqual(["外観", "社内"]);
    expect(node).toMatchObject({
      official_image_url: "https://images.example.jp/main.jpg",
      job_category_names: ["エンジニア", "営業"],
      headquarters_prefecture_code: 13,
      headquarters_area_db_id: 3,
      event_db_ids: [12, 7],
    });
    expect(node).not.toHaveProperty("event_ids");
    expect(node).not.toHaveProperty("group_company_ids");
  });
});
