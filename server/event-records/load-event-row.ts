import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";
import { eventNotFound } from "./event-id";

export type EventRecord = typeof events.$inferSelect;

export type EventVisibility = "published" | "any";

/**
 * The event row. With "published" (every public endpoint) an unpublished event, or one whose publication date is
 * still ahead, is answered like an unknown id; "any" is for signed preview links only.
 */
export async function loadEventRow(
  db: Db,
  id: number,
  visibility: EventVisibility,
  now: Date = new Date(),
): Promise<EventRecord> {
  const visible =
    visibility === "published"
      ? and(eq(events.published, true), or(isNull(events.publishedAt), lte(events.publishedAt, now)))
      : undefined;
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), visible))
    .limit(1);
  if (!row) throw eventNotFound();
  return row;
}
