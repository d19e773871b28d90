import { sql, type SQL } from "drizzle-orm";

/**
 * "cooperating site `alias` is offered to the student whose graduation year is `graduateYear`": published and
 * targeting that year or every year (any site when the student has no year yet).
 */
export function siteOfferedCondition(alias: string, graduateYear: SQL | number | null): SQL {
  const site = sql.identifier(alias);
  return sql`${site}.published and (${graduateYear}::smallint is null or cardinality(${site}.graduate_years) = 0 or ${graduateYear}::smallint = any(${site}.graduate_years))`;
}
