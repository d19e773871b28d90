import { events, schedules } from "../../db/schema";
import type { Db } from "../../db/client";

/** A published internship with one schedule taking entries (deadline in a week), for entry tests. */
export async function createOpenSchedule(
  db: Db,
  options: { admissionLimitNumber?: number | null; title?: string } = {},
): Promise<{ eventId: number; scheduleId: number }> {
  const now = Date.now();
  const day = 24 * 3600 * 1000;
  const [event] = await db
    .insert(events)
    .values({
      category: "internship",
      title: options.title ?? "テスト用インターンシップ",
      descriptionMarkdown: "テスト",
      published: true,
    })
    .returning({ id: events.id });
  const [schedule] = await db
    .insert(schedules)
    .values({
      eventId: event!.id,
      title: "第1回",
      startAt: new Date(now + 10 * day),
      endAt: new Date(now + 10 * day + 3 * 3600 * 1000),
      timeLimitAt: new Date(now + 7 * day),
      closeAt: new Date(now + 11 * day),
      admissionLimitNumber: options.admissionLimitNumber === undefined ? null : options.admissionLimitNumber,
    })
    .returning({ id: schedules.id });
  return { eventId: event!.id, scheduleId: schedule!.id };
}
