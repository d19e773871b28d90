import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { publishedEventCondition } from "../event-records/published-event-sql";
import { EngagementNotFoundError, isDatabaseId } from "./engagement-errors";
import { isForeignKeyViolation } from "./follow-service";

/** An event as one student sees it: whether they clipped it, their clip's id (the spec's `bookmark_id`), and everyone's clips. */
export type EventClipState = { id: number; clipped: boolean; bookmarkId: number | null; clipCount: number };

/** A student's clip: the clips row id is the bookmark id. */
export type Clip = { eventId: number; bookmarkId: number };

async function assertPublishedEvent(db: Db, eventId: number, now: Date): Promise<void> {
  if (!isDatabaseId(eventId)) throw new EngagementNotFoundError("event", eventId);
  const result = await db.execute(
    sql`select 1 from events e where e.id = ${eventId} and ${publishedEventCondition("e", now)}`,
  );
  if (result.rows.length === 0) throw new EngagementNotFoundError("event", eventId);
}

/**
 * Clips (bookmarks) a published event. Idempotent and safe under concurrency: the unique (user, event) constraint
 * with `on conflict do nothing` keeps one row, and a repeat answers the existing row's id. Unknown or unpublished
 * event → EngagementNotFoundError.
 */
export async function clipEvent(db: Db, userId: string, eventId: number, now = new Date()): Promise<EventClipState> {
  await assertPublishedEvent(db, eventId, now);
  try {
    await db.execute(sql`insert into clips (user_id, event_id) values (${userId}, ${eventId}) on conflict do nothing`);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new EngagementNotFoundError("event", eventId);
    throw error;
  }
  return readClipState(db, userId, eventId);
}

/**
 * Removes a student's clip of an event; idempotent. Unknown or unpublished events are not found, like clipEvent
 * (a clip of an event unpublished since stays until the event is published again or deleted).
 */
export async function unclipEvent(db: Db, userId: string, eventId: number, now = new Date()): Promise<EventClipState> {
  await assertPublishedEvent(db, eventId, now);
  await db.execute(sql`delete from clips where user_id = ${userId} and event_id = ${eventId}`);
  return readClipState(db, userId, eventId);
}

/** clipped, bookmark id and clip count in one statement; no published check (callers did it). */
async function readClipState(db: Db, userId: string | null, eventId: number): Promise<EventClipState> {
  const result = await db.execute<{ bookmark_id: number | null; clip_count: number }>(sql`
    select (select id from clips where user_id = ${userId} and event_id = ${eventId}) as bookmark_id,
           (select count(*)::int from clips where event_id = ${eventId}) as clip_count`);
  const row = result.rows[0]!;
  return { id: eventId, clipped: row.bookmark_id !== null, bookmarkId: row.bookmark_id, clipCount: row.clip_count };
}

/** A published event's clip state for a viewer (null: anonymous); unknown or unpublished → EngagementNotFoundError. */
export async function eventClipState(
  db: Db,
  userId: string | null,
  eventId: number,
  now = new Date(),
): Promise<EventClipState> {
  await assertPublishedEvent(db, eventId, now);
  return readClipState(db, userId, eventId);
}

/** A student's clips, newest first. */
export async function clipsOf(db: Db, userId: string): Promise<Clip[]> {
  const result = await db.execute<{ event_id: number; id: number }>(
    sql`select event_id, id from clips where user_id = ${userId} order by created_at desc, id desc`,
  );
  return result.rows.map((row) => ({ eventId: row.event_id, bookmarkId: row.id }));
}

/** The viewer's bookmark id of an event (their clips row id), or null (anonymous or not clipped). */
export async function bookmarkIdOf(db: Db, userId: string | null, eventId: number): Promise<number | null> {
  if (userId === null) return null;
  const result = await db.execute<{ id: number }>(
    sql`select id from clips where user_id = ${userId} and event_id = ${eventId}`,
  );
  return result.rows[0]?.id ?? null;
}
