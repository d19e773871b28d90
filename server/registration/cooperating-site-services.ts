import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userCooperatingSites } from "../../db/schema";
import type { CooperatingSite } from "../../core/api/cooperating-sites";
import { invalidParameter } from "../platform/http/invalid-parameter";
import { siteOfferedCondition } from "./offered-sites-sql";
import { assertIncomplete, lockRegistration, requireRegistration } from "./registration-store";
import { inIdOrder } from "../../core/in-id-order";

type SiteRow = CooperatingSite & { display_order: number };

const siteColumns = sql`c.id, c.name, c.partner, c.square_logo_url, c.description, c.service_category,
  c.graduate_years::int[] as graduate_years, c.external_links, c.allowed_checked_by_default, c.display_order`;

function toSite({ display_order: _order, ...site }: SiteRow): CooperatingSite {
  return site;
}

/** GET …/all_cooperating_sites: the published sites among `ids`, in the order asked (unknown ids left out). */
export async function loadCooperatingSitesByIds(db: Db, ids: readonly number[]): Promise<CooperatingSite[]> {
  const result = await db.execute<SiteRow>(sql`
    select ${siteColumns} from cooperating_sites c
    where c.published and c.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return inIdOrder(ids, result.rows, (row) => row.id).map(toSite);
}

/** GET …/cooperating_sites: the sites offered to this student (published, for their graduation year), in display order. */
export async function loadOfferedCooperatingSites(db: Db, userId: string): Promise<CooperatingSite[]> {
  await requireRegistration(db, userId);
  const result = await db.execute<SiteRow>(sql`
    select ${siteColumns} from cooperating_sites c
    cross join (select graduate_year from users where id = ${userId}) u
    where ${siteOfferedCondition("c", sql`u.graduate_year`)}
    order by c.display_order, c.id`);
  return result.rows.map(toSite);
}

export async function loadChosenCooperatingSites(db: Db, userId: string): Promise<{ cooperating_site_ids: number[] }> {
  await requireRegistration(db, userId);
  const result = await db.execute<{ id: number }>(sql`
    select uc.cooperating_site_id as id from user_cooperating_sites uc join cooperating_sites c on c.id = uc.cooperating_site_id
    where uc.user_id = ${userId} order by c.display_order, c.id`);
  return { cooperating_site_ids: result.rows.map((row) => row.id) };
}

/** Replaces the chosen sites; every id must be offered to the student. 409 once the registration is completed. */
export async function saveChosenCooperatingSites(
  db: Db,
  userId: string,
  ids: readonly number[],
): Promise<{ cooperating_site_ids: number[] }> {
  await db.transaction(async (tx) => {
    const registration = await lockRegistration(tx, userId);
    assertIncomplete(registration, "the chosen cooperating sites");
    if (ids.length > 0) {
      const offered = await tx.execute<{ id: number }>(sql`
        select c.id from cooperating_sites c cross join (select graduate_year from users where id = ${userId}) u
        where ${siteOfferedCondition("c", sql`u.graduate_year`)} and c.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      const offeredIds = new Set(offered.rows.map((row) => row.id));
      const index = ids.findIndex((id) => !offeredIds.has(id));
      if (index >= 0) throw invalidParameter(`cooperating_site_ids[${index}]`, "is not a site offered to this student");
    }
    await tx.execute(sql`delete from user_cooperating_sites where user_id = ${userId}`);
    if (ids.length > 0) {
      await tx.insert(userCooperatingSites).values(ids.map((cooperatingSiteId) => ({ userId, cooperatingSiteId })));
    }
  });
  return loadChosenCooperatingSites(db, userId);
}
