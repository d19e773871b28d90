import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RegistrationEvent, RegistrationEventSchedule } from "../../core/api/user-registration-events";
import { seatTakenCondition } from "../entries/seat-sql";
import { publishedEventCondition } from "../event-records/published-event-sql";
import { loadEventListItems } from "../events/listing/event-list-item";
import { invalidParameter } from "../platform/http/invalid-parameter";
import { assertIncomplete, lockRegistration, requireRegistration } from "./registration-store";
import { inIdOrder } from "../../core/in-id-order";

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

type RegistrationScheduleRow = Omit<RegistrationEventSchedule, "start_at" | "end_at" | "time_limit_at"> & {
  event_id: number;
  start_at: Date;
  end_at: Date;
  time_limit_at: Date;
};

/** GET …/events: the published events among `eventIds`, in the order asked, each with the schedules still taking entries. */
export async function loadRegistrationEvents(
  db: Db,
  userId: string,
  eventIds: readonly number[],
  now: Date = new Date(),
): Promise<RegistrationEvent[]> {
  await requireRegistration(db, userId);
  const published = await db.execute<{ id: number }>(sql`
    select e.id from events e where e.id in (${idList(eventIds)}) and ${publishedEventCondition("e", now)}`);
  const items = await loadEventListItems(
    db,
    published.rows.map((row) => row.id),
    now,
  );
  if (items.length === 0) return [];
  const result = await db.execute<RegistrationScheduleRow>(sql`
    select s.event_id, s.id, s.title, s.start_at, s.end_at, s.time_limit_at, s.place, s.is_online, p.name as prefecture_name,
      case when s.admission_limit_number is null then null
        else greatest(0, s.admission_limit_number - (select count(*) from entries n where n.schedule_id = s.id and ${seatTakenCondition("n")}))::int
      end as remaining_seat_count
    from schedules s left join prefectures p on p.code = s.prefecture_code
    where s.event_id in (${idList(items.map((item) => item.id))})
      and not s.canceled and not s.stopped_entry and s.time_limit_at > ${now.toISOString()}
    order by s.start_at, s.id`);
  const schedulesByEvent = new Map<number, RegistrationEventSchedule[]>();
  for (const { event_id: eventId, ...row } of result.rows) {
    const list = schedulesByEvent.get(eventId) ?? [];
    list.push({
      ...row,
      start_at: new Date(row.start_at).toISOString(),
      end_at: new Date(row.end_at).toISOString(),
      time_limit_at: new Date(row.time_limit_at).toISOString(),
      has_reached_admission_limit: row.remaining_seat_count === 0,
    });
    schedulesByEvent.set(eventId, list);
  }
  return inIdOrder(eventIds, items, (item) => item.id).map((item) => ({
    ...item,
    schedules: schedulesByEvent.get(item.id) ?? [],
  }));
}

export async function loadEntrySchedules(db: Db, userId: string): Promise<{ schedule_ids: number[] }> {
  const registration = await requireRegistration(db, userId);
  const result = await db.execute<{ schedule_id: number }>(sql`
    select schedule_id from user_registration_entry_schedules where user_registration_id = ${registration.id} order by schedule_id`);
  return { schedule_ids: result.rows.map((row) => row.schedule_id) };
}

/** Replaces the picked schedules; each must still take entries. 409 once the registration is completed. */
export async function saveEntrySchedules(
  db: Db,
  userId: string,
  scheduleIds: readonly number[],
  now: Date = new Date(),
): Promise<{ schedule_ids: number[] }> {
  await db.transaction(async (tx) => {
    const registration = await lockRegistration(tx, userId);
    assertIncomplete(registration, "the picked schedules");
    if (scheduleIds.length > 0) {
      const open = await tx.execute<{ id: number }>(sql`
        select s.id from schedules s join events e on e.id = s.event_id
        where s.id in (${idList(scheduleIds)}) and ${publishedEventCondition("e", now)}
          and not s.canceled and not s.stopped_entry and s.time_limit_at > ${now.toISOString()}`);
      const openIds = new Set(open.rows.map((row) => row.id));
      const index = scheduleIds.findIndex((id) => !openIds.has(id));
      if (index >= 0) throw invalidParameter(`schedule_ids[${index}]`, "names no schedule that takes entries");
    }
    await tx.execute(
      sql`delete from user_registration_entry_schedules where user_registration_id = ${registration.id}`,
    );
    if (scheduleIds.length > 0) {
      await tx.execute(sql`
        insert into user_registration_entry_schedules (user_registration_id, schedule_id)
        select ${registration.id}, id from schedules where id in (${idList(scheduleIds)})`);
    }
  });
  return loadEntrySchedules(db, userId);
}

async function emailOf(db: Db, userId: string): Promise<string> {
  const result = await db.execute<{ email: string }>(sql`select email from users where id = ${userId}`);
  return result.rows[0]!.email;
}

async function readRecentlyViewed(db: Db, email: string, now: Date): Promise<number[]> {
  const result = await db.execute<{ event_id: number }>(sql`
    select r.event_id from recently_viewed_events r join events e on e.id = r.event_id
    where r.email = ${email} and ${publishedEventCondition("e", now)}
    order by r.viewed_at desc, r.id desc`);
  return result.rows.map((row) => row.event_id);
}

export async function loadRecentlyViewedEvents(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ email: string; event_ids: number[] }> {
  await requireRegistration(db, userId);
  const email = await emailOf(db, userId);
  return { email, event_ids: await readRecentlyViewed(db, email, now) };
}

/**
 * Replaces the student's recently viewed events with the browser's list (newest first). The address must be the
 * student's own (another student's history is unreachable); ids of events that do not exist are dropped.
 */
export async function saveRecentlyViewedEvents(
  db: Db,
  userId: string,
  input: { email: string; event_ids: readonly number[] },
  now: Date = new Date(),
): Promise<{ email: string; event_ids: number[] }> {
  await requireRegistration(db, userId);
  const email = await emailOf(db, userId);
  if (input.email.toLowerCase() !== email) throw invalidParameter("email", "must be the signed-in student's address");
  const ids = input.event_ids;
  await db.transaction(async (tx) => {
    await lockRegistration(tx, userId);
    await tx.execute(sql`delete from recently_viewed_events where email = ${email}`);
    if (ids.length > 0) {
      // newest first: the first id gets the latest viewed_at
      await tx.execute(sql`
        insert into recently_viewed_events (email, event_id, viewed_at)
        select ${email}, v.id, ${now.toISOString()}::timestamptz - make_interval(secs => v.position)
        from unnest(array[${idList(ids)}]::int[]) with ordinality as v(id, position)
        where exists (select 1 from events e where e.id = v.id)`);
    }
  });
  return { email, event_ids: await readRecentlyViewed(db, email, now) };
}
