import type { Queryable } from "./queryable";

/** Master data the registration questionnaire offers (job types, factors, industries, prefectures, schools). */
export const registrationChoicesSql = {
  jobTypes: `select id, name from job_types order by display_order, id`,
  companyChoiceFactorTypes: `select id, name from company_choice_factor_types order by display_order, id`,
  businessCategories: `select id, name from business_categories order by display_order, id`,
  prefectures: `select code::int as id, name from prefectures order by code`,
  departmentCategories: `select id, name from department_categories order by display_order, id`,
  universities: `select id, name, name_pronunciation as kana from universities order by name_pronunciation, id`,
  departments: `select id, university_id, department_category_id, name from departments order by university_id, id`,
  concentrations: `select id, department_id, name from concentrations order by department_id, id`,
  highSchools: `select h.id, h.name, p.name as prefecture from high_schools h join prefectures p on p.code = h.prefecture_code order by h.prefecture_code, h.id`,
} as const;

export type RegistrationChoiceRows = { -readonly [K in keyof typeof registrationChoicesSql]: unknown[] };

/** One read per table, one after another (the local PGlite socket serves one client at a time). */
export async function queryRegistrationChoices(db: Queryable): Promise<RegistrationChoiceRows> {
  const rows: Partial<RegistrationChoiceRows> = {};
  for (const [key, sql] of Object.entries(registrationChoicesSql) as [keyof typeof registrationChoicesSql, string][]) {
    rows[key] = (await db.query(sql)).rows;
  }
  return rows as RegistrationChoiceRows;
}
