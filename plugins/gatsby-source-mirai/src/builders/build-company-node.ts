import type { CompanyRow } from "../schemas/company-row";

export type CompanyNodeFields = Omit<CompanyRow, "id" | "business_category_id"> & {
  db_id: number;
  business_category_db_id: number;
};

export function buildCompanyNode(row: CompanyRow): CompanyNodeFields {
  const { id, business_category_id, ...rest } = row;
  return { ...rest, db_id: id, business_category_db_id: business_category_id };
}
