import { shortGraduateYearLabel } from "../../core/graduate-year";
import type { CooperatingSiteRow } from "../schemas/cooperating-site-row";

export type CooperatingSiteNodeFields = Omit<CooperatingSiteRow, "id"> & {
  db_id: number;
  short_graduate_years: string[];
};

export function buildCooperatingSiteNode(row: CooperatingSiteRow): CooperatingSiteNodeFields {
  const graduateYears = [...new Set(row.graduate_years)].sort((a, b) => a - b);
  return {
    db_id: row.id,
    name: row.name,
    partner: row.partner,
    square_logo_url: row.square_logo_url,
    description: row.description,
    service_category: row.service_category,
    graduate_years: graduateYears,
    short_graduate_years: graduateYears.map(shortGraduateYearLabel),
    external_links: row.external_links,
    display_order: row.display_order,
  };
}
