/** Raw `db.execute` rows carry timestamptz columns as text (drizzle's node-postgres type parsers), typed rows as Date. */
export type DbTimestamp = Date | string;

export function toMillis(value: DbTimestamp): number {
  return new Date(value).getTime();
}

/** Postgres' text of a UTC timestamptz (DateStyle ISO, TimeZone UTC): `2026-11-26 06:43:39.296123+00`. */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * ISO 8601 in UTC with milliseconds, as `Date#toISOString`. Postgres' UTC text is rewritten without a Date (a list of
 * 1,000 chats holds thousands of them, and V8 parses that form on its slow, non-ISO path): the same string, the
 * fraction cut to milliseconds as Date cuts it. Any other text or a Date goes through Date.
 */
export function toIsoString(value: DbTimestamp): string {
  const utc = typeof value === "string" ? UTC_TEXT.exec(value) : null;
  if (utc) return `${utc[1]}T${utc[2]}.${`${utc[3] ?? ""}000`.slice(0, 3)}Z`;
  return new Date(value).toISOString();
}
