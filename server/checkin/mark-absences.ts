import { sql } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { canTransition, ENTRY_STATES, ENTRY_STATE_TIMESTAMP } from "../../core/entries/entry-state";

/** The states an ended schedule's entry leaves for `absenced` when nobody checked it in: entried, invited, elected. */
export const ABSENCE_STATES = ENTRY_STATES.filter((state) => canTransition(state, "absenced"));

/**
 * The hourly absence job (functions/mark-absences.mts, `npm run checkin:absences`): every entry still in ABSENCE_STATES
 * of a schedule that has ended (`end_at` < now) and was not canceled, with no `attended_at`, becomes `absenced` with
 * `absenced_at` = now. One statement, so a concurrent check-in either committed first (the row is attended and
 * skipped) or waits for it; idempotent (a second run finds nothing). Returns how many entries it marked.
 */
export async function markAbsences(db: Db = getDb(), now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const states = sql.join(
    ABSENCE_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const result = await db.execute<{ id: number }>(sql`
    update entries en set state = 'absenced', ${sql.raw(ENTRY_STATE_TIMESTAMP.absenced)} = ${at}, updated_at = ${at}
    from schedules s
    where s.id = en.schedule_id and s.end_at < ${at} and not s.canceled
      and en.state in (${states}) and en.attended_at is null
    returning en.id`);
  return result.rows.length;
}
