import { asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies, companyGroups } from "../../db/schema";
import type { CompanyGroup } from "../../core/api/company-groups";

/** Groups that have a main company, each with the names of all its companies in id order. */
export async function listCompanyGroups(db: Db): Promise<CompanyGroup[]> {
  const rows = await db
    .select({ groupId: companyGroups.id, mainCompanyId: companyGroups.mainCompanyId, companyName: companies.name })
    .from(companyGroups)
    .leftJoin(companies, eq(companies.companyGroupId, companyGroups.id))
    .where(isNotNull(companyGroups.mainCompanyId))
    .orderBy(asc(companyGroups.id), asc(companies.id));

  const groups = new Map<number, CompanyGroup>();
  for (const row of rows) {
    if (row.mainCompanyId === null) continue;
    let group = groups.get(row.groupId);
    if (!group) {
      group = { main_company_id: row.mainCompanyId, grouped_company_names: [] };
      groups.set(row.groupId, group);
    }
    if (row.companyName !== null) group.grouped_company_names.push(row.companyName);
  }
  return [...groups.values()];
}
