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
});

describe("master data nodes", () => {
  it("builds business category, prefecture and feature flag fields", () => {
    expect(buildBusinessCategoryNode({ id: 2, name: "IT・通信", icon_key: "it", display_order: 3 })).toEqual({
      db_id: 2,
      name: "IT・通信",
      icon_key: "it",
      display_order: 3,
    });
    expect(buildPrefectureNode({ code: 13, name: "東京都", area_name: "関東" })).toEqual({ code: 13, name: "東京都", area_name: "関東" });
    expect(buildFeatureFlagNode({ key: "app_new_logo_enabled", enabled: true })).toEqual({ key: "app_new_logo_enabled", enabled: true });
  });
});
