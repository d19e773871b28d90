import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { CheckinCompaniesSort, CheckinCompany } from "../../core/api/event-detail";

type CheckinCompanyRow = {
  id: number;
  name: string;
  business_category_name: string;
  square_logo_url: string | null;
  initial_char: string;
  name_pronunciation: string;
  checked_in_at: Date | string | null;
};

/** A check-in company with when the entry checked in there (null: not yet, or no entry). */
export type CheckinCompanyVisit = { company: CheckinCompany; checkedInAt: Date | null };

function toVisit(row: CheckinCompanyRow): CheckinCompanyVisit {
  const checkedInAt = row.checked_in_at === null ? null : new Date(row.checked_in_at);
  return {
    company: {
      id: row.id,
      name: row.name,
      business_category_name: row.business_category_name,
      square_logo: row.square_logo_url,
      initial_char: row.initial_char,
      name_pronunciation: row.name_pronunciation,
      is_checked_in: checkedInAt !== null,
    },
    checkedInAt,
  };
}

const visitColumns = sql`ecc.id, c.name, bc.name as business_category_name, c.square_logo_url, c.initial_char, c.name_pronunciation,
  ck.checked_in_at`;

function visitJoins(entryId: number | null) {
  return sql`from event_checkinable_companies ecc
    join companies c on c.id = ecc.company_id
    join business_categories bc on bc.id = c.business_category_id
    left join event_checkins ck on ck.event_checkinable_company_id = ecc.id and ck.entry_id = ${entryId ?? 0}`;
}

/**
 * Spec §3 check-in companies of an event (the booths of a fair). `id` is the check-in company's own id (the one of
 * /event_checkinable_companies/{id}). `is_checked_in` says whether `entryId` (the signed-in student's seat-holding
 * entry of the event) has checked in at the booth; false for everyone without one.
 */
export async function loadCheckinCompanies(
  db: Db,
  eventId: number,
  sort: CheckinCompaniesSort = "display_order",
  entryId: number | null = null,
): Promise<CheckinCompany[]> {
  const order = sort === "name_pronunciation" ? sql`c.name_pronunciation, ecc.id` : sql`ecc.display_order, ecc.id`;
  const result = await db.execute<CheckinCompanyRow>(
    sql`select ${visitColumns} ${visitJoins(entryId)} where ecc.event_id = ${eventId} order by ${order}`,
  );
  return result.rows.map((row) => toVisit(row).company);
}

/** One check-in company (booth) with the entry's visit there; null for an unknown id. */
export async function loadCheckinCompanyVisit(
  db: Db,
  checkinCompanyId: number,
  entryId: number | null,
): Promise<CheckinCompanyVisit | null> {
  const [row] = (
    await db.execute<CheckinCompanyRow>(
      sql`select ${visitColumns} ${visitJoins(entryId)} where ecc.id = ${checkinCompanyId}`,
    )
  ).rows;
  return row ? toVisit(row) : null;
}
