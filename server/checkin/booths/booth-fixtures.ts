import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { entries, eventCheckinableCompanies, schedules } from "../../../db/schema";
import type { EntryState } from "../../../core/entries/entry-state";

/** Test data: `count` booths at an event, on existing companies (the seed's), display order as given. */
export async function createBooths(db: Db, eventId: number, count: number): Promise<number[]> {
  const companies = (await db.execute<{ id: number }>(sql`select id from companies order by id limit ${count}`)).rows;
  if (companies.length < count) throw new Error("the test database has too few companies");
  const rows = await db
    .insert(eventCheckinableCompanies)
    .values(companies.map((company, index) => ({ eventId, companyId: company.id, displayOrder: count - index })))
    .returning({ id: eventCheckinableCompanies.id });
  return rows.map((row) => row.id);
}

/** Test data: moves a schedule to the given times (and online link). */
export async function setSchedule(
  db: Db,
  scheduleId: number,
  values: { startAt: Date; endAt: Date; liveUrl?: string | null; canceled?: boolean },
): Promise<void> {
  await db
    .update(schedules)
    .set({
      startAt: values.startAt,
      endAt: values.endAt,
      liveUrl: values.liveUrl ?? null,
      canceled: values.canceled ?? false,
    })
    .where(sql`${schedules.id} = ${scheduleId}`);
}

/** Test data: an entry in the given state, as the entry services would leave it. */
export async function createEntry(
  db: Db,
  userId: string,
  eventId: number,
  scheduleId: number,
  state: EntryState = "entried",
): Promise<number> {
  const [row] = await db.insert(entries).values({ userId, eventId, scheduleId, state }).returning({ id: entries.id });
  return row!.id;
}
