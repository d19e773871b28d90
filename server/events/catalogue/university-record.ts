import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { seatHoldingStatesSql } from "../../entries/seat-sql";

/**
 * "Same university" (spec §3 `has_record_on_current_user_university`, and the app search's `affiliated` filter):
 * another student of the viewer's university has held a seat at the event (entered, elected, attended…). The viewer's
 * own entries do not count, and a viewer without a university has no record anywhere. One definition for both uses:
 * the entries (alias `ue`) that make such a record.
 */
function classmateSeatEntries(viewerUserId: string): SQL {
  return sql`from entries ue join user_affiliations ua on ua.user_id = ue.user_id
    where ue.user_id <> ${viewerUserId} and ue.state in ${seatHoldingStatesSql()}
      and ua.university_id = (select va.university_id from user_affiliations va where va.user_id = ${viewerUserId})`;
}

/** Condition: the event whose id is the SQL expression `eventId` has a record at the viewer's university. */
export function universityRecordCondition(eventId: SQL, viewerUserId: string): SQL {
  return sql`exists (select 1 ${classmateSeatEntries(viewerUserId)} and ue.event_id = ${eventId})`;
}

/** The ids of every event with a record at the viewer's university (the `affiliated` filter). */
export async function eventIdsWithUniversityRecord(db: Db, viewerUserId: string): Promise<Set<number>> {
  const result = await db.execute<{ id: number }>(
    sql`select distinct ue.event_id as id ${classmateSeatEntries(viewerUserId)}`,
  );
  return new Set(result.rows.map((row) => row.id));
}
