import type { BusinessCategoryRow } from "../schemas/business-category-row";
import type { FeatureFlagRow } from "../schemas/feature-flag-row";
import type { PrefectureRow } from "../schemas/prefecture-row";

export type BusinessCategoryNodeFields = Omit<BusinessCategoryRow, "id" | "subcategory_ids"> & {
  db_id: number;
  subcategory_db_ids: number[];
};

export function buildBusinessCategoryNode(row: BusinessCategoryRow): BusinessCategoryNodeFields {
  return {
    db_id: row.id,
    name: row.name,
    icon_key: row.icon_key,
    display_order: row.display_order,
    subcategory_db_ids: row.subcategory_ids,
  };
}

export type PrefectureNodeFields = Omit<PrefectureRow, "area_id"> & { area_db_id: number };

export function buildPrefectureNode(row: PrefectureRow): PrefectureNodeFields {
  return { code: row.code, name: row.name, area_name: row.area_name, area_db_id: row.area_id };
}

export type FeatureFlagNodeFields = FeatureFlagRow;

export function buildFeatureFlagNode(row: FeatureFlagRow): FeatureFlagNodeFields {
  return { key: row.key, enabled: row.enabled };
}
