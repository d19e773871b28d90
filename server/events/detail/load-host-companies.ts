import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventHostCompany } from "../../../src/domain/api/event-list";
import { inIdOrder } from "../../../src/domain/in-id-order";
import { roundRating } from "../listing/event-list-item";

type HostCompanyRow = {
  id: number;
  name: string;
  initial_char: string;
  square_logo_url: string | null;
  business_category_id: number;
  business_category_name: string;
  overall_score: string | null;
};

/** Spec §3 "Event host company" of each id, in the order of `ids` (unknown ids skipped); rated as list items rate them. */
export async function loadEventHostCompanies(db: Db, ids: readonly number[]): Promise<EventHostCompany[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<HostCompanyRow>(sql`
    select c.id, c.name, c.initial_char, c.square_logo_url, bc.id as business_category_id, bc.name as business_category_name,
           c.overall_score::text as overall_score
    from companies c
    join business_categories bc on bc.id = c.business_category_id
    where c.id = any(${sql.param([...ids])}::int[])`);
  return inIdOrder(ids, result.rows, (row) => row.id).map((row) => ({
    id: row.id,
    name: row.name,
    initial_char: row.initial_char,
    square_logo: row.square_logo_url,
    business_category_id: row.business_category_id,
    business_category_name: row.business_category_name,
    review_total_rating_average: roundRating(row.overall_score),
  }));
}

/** Participating companies of the event by display order, the host left out. */
export async function loadParticipantCompanyIds(db: Db, eventId: number, hostCompanyId: number | null): Promise<number[]> {
  const result = await db.execute<{ company_id: number }>(sql`
    select company_id from event_companies where event_id = ${eventId} order by display_order, company_id`);
  return result.rows.map((row) => row.company_id).filter((id) => id !== hostCompanyId);
}
