import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { apiPath, apiPaths } from "../../core/api-paths";

/** 32 random bytes, base64url (43 characters): the only credential of a calendar feed. */
export function newCalendarFeedSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** A feed file name is the secret plus `.ics`; anything else names no feed. */
export function secretOfFeedFile(feedFile: string): string | null {
  const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(feedFile);
  return match ? match[1]! : null;
}

export function calendarFeedUrl(origin: string, secret: string): string {
  return `${origin}${apiPath(apiPaths.calendarFeed, { feed_file: `${secret}.ics` })}`;
}

/** GET /api/v1/calendar_feed: the student's feed URL, null until created. */
export async function readCalendarFeedUrl(db: Db, userId: string, origin: string): Promise<{ url: string | null }> {
  const [row] = await db.select({ secret: users.calendarFeedSecret }).from(users).where(eq(users.id, userId));
  return { url: row?.secret ? calendarFeedUrl(origin, row.secret) : null };
}

/** POST /api/v1/calendar_feed: a new secret replaces the old one, whose URL stops working at once. */
export async function rotateCalendarFeed(db: Db, userId: string, origin: string): Promise<{ url: string }> {
  const secret = newCalendarFeedSecret();
  await db.update(users).set({ calendarFeedSecret: secret, updatedAt: new Date() }).where(eq(users.id, userId));
  return { url: calendarFeedUrl(origin, secret) };
}
