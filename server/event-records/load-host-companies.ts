import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { EventHostCompany } from "../../core/api/event-list";
import { inIdOrder } from "../../core/in-id-order";
import { eventHostCompany, type HostCompanyColumns } from "./event-host-company";

/** Spec §3 "Event host company" of each id, in the order of `ids` (unknown ids skipped), built as list items build it. */
export async function loadEventHostCompanies(db: Db, ids: readonly number[]): Promise<EventHostCompany[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<HostCompanyColumns>(sql`
    select c.id, c.name, c.initial_char, c.square_logo_url, bc.id as business_category_id, bc.name as business_category_name,
           c.overall_score::text as overall_score
    from companies c
    join business_categories bc on bc.id = c.business_category_id
    where c.id = any(${sql.param([...ids])}::int[])`);
  return inIdOrder(ids, result.rows, (row) => row.id).map(eventHostCompany);
}

/** Participating companies of the event by display order, the host left out. */
export async function loadParticipantCompanyIds(
  db: Db,
  eventId: number,
  hostCompanyId: number | null,
): Promise<number[]> {
  const result = await db.execute<{ company_id: number }>(sql`
    select company_id from event_companies where event_id = ${eventId} order by display_order, company_id`);
  return result.rows.map((row) => row.company_id).filter((id) => id !== hostCompanyId);
}
