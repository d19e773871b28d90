import { sql } from "drizzle-orm";
import type { Tx } from "../registration/transaction";

/** Entries in these states no longer hold a seat (the same rule as the schedules' remaining_seat_count). */
export const SEAT_RELEASING_ENTRY_STATES = ["canceled", "absenced"] as const;

export type EnterScheduleOutcome =
  | { ok: true; eventId: number }
  | { ok: false; eventId: number | null; reason: "not_found" | "closed" | "full" | "already_entered" };

type LockedSchedule = {
  event_id: number;
  published: boolean;
  canceled: boolean;
  stopped_entry: boolean;
  taking_entries: boolean;
  admission_limit_number: number | null;
};

/**
 * Enters a student for one schedule inside the caller's transaction. The schedule row is locked (`for update`)
 * before its seats are counted, so concurrent entries for the same schedule are counted one after another and a
 * limited schedule is never overbooked. A canceled entry of the same student is revived rather than duplicated.
 */
export async function enterSchedule(
  tx: Tx,
  input: { userId: string; scheduleId: number; inflow: string; now: Date },
): Promise<EnterScheduleOutcome> {
  const now = input.now.toISOString();
  const locked = await tx.execute<LockedSchedule>(sql`
    select s.event_id, (e.published and (e.published_at is null or e.published_at <= ${now})) as published,
      s.canceled, s.stopped_entry, s.time_limit_at > ${now} as taking_entries, s.admission_limit_number
    from schedules s join events e on e.id = s.event_id
    where s.id = ${input.scheduleId}
    for update of s`);
  const schedule = locked.rows[0];
  if (!schedule || !schedule.published) return { ok: false, eventId: schedule?.event_id ?? null, reason: "not_found" };
  const eventId = schedule.event_id;
  if (schedule.canceled || schedule.stopped_entry || !schedule.taking_entries) return { ok: false, eventId, reason: "closed" };

  const releasing = sql.join(SEAT_RELEASING_ENTRY_STATES.map((state) => sql`${state}`), sql`, `);
  const counted = await tx.execute<{ holding: number; mine: string | null }>(sql`
    select count(*) filter (where state not in (${releasing}))::int as holding,
      max(state) filter (where user_id = ${input.userId}) as mine
    from entries where schedule_id = ${input.scheduleId}`);
  const { holding, mine } = counted.rows[0]!;
  if (mine !== null && mine !== "canceled") return { ok: false, eventId, reason: "already_entered" };
  if (schedule.admission_limit_number !== null && holding >= schedule.admission_limit_number) return { ok: false, eventId, reason: "full" };

  await tx.execute(sql`
    insert into entries (event_id, schedule_id, user_id, state, inflow, client_type, entried_at, created_at, updated_at)
    values (${eventId}, ${input.scheduleId}, ${input.userId}, 'entried', ${input.inflow}, 'web', ${now}, ${now}, ${now})
    on conflict (user_id, schedule_id) do update
      set state = 'entried', inflow = excluded.inflow, entried_at = excluded.entried_at, canceled_at = null, updated_at = excluded.updated_at`);
  return { ok: true, eventId };
}
