import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { CheckinCompaniesSort, CheckinCompany } from "../../../src/domain/api/event-detail";

type CheckinCompanyRow = {
  id: number;
  name: string;
  business_category_name: string;
  square_logo_url: string | null;
  initial_char: string;
  name_pronunciation: string;
};

/**
 * Spec §3 check-in companies of an event (the booths of a fair). `id` is the check-in company's own id (the one of
 * /event_checkinable_companies/{id}). `is_checked_in` is false: check-ins belong to a signed-in student's entry.
 */
export async function loadCheckinCompanies(db: Db, eventId: number, sort: CheckinCompaniesSort = "display_order"): Promise<CheckinCompany[]> {
  const order = sort === "name_pronunciation" ? sql`c.name_pronunciation, ecc.id` : sql`ecc.display_order, ecc.id`;
  const result = await db.execute<CheckinCompanyRow>(sql`
    select ecc.id, c.name, bc.name as business_category_name, c.square_logo_url, c.initial_char, c.name_pronunciation
    from event_checkinable_companies ecc
    join companies c on c.id = ecc.company_id
    join business_categories bc on bc.id = c.business_category_id
    where ecc.event_id = ${eventId}
    order by ${order}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    business_category_name: row.business_category_name,
    square_logo: row.square_logo_url,
    initial_char: row.initial_char,
    name_pronunciation: row.name_pronunciation,
    is_checked_in: false,
  }));
}
