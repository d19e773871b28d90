/** Raw `db.execute` rows carry timestamptz columns as text (drizzle's node-postgres type parsers), typed rows as Date. */
export type DbTimestamp = Date | string;

export function toMillis(value: DbTimestamp): number {
  return new Date(value).getTime();
}

export function toIsoString(value: DbTimestamp): string {
  return new Date(value).toISOString();
}
