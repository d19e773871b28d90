const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 3_600_000;

/** Midnight (Asia/Tokyo) of the day containing `now`, shifted by `dayOffset` days, plus `hour`:`minute` JST. Japan has no DST. */
export function jstDayAt(now: Date, dayOffset: number, hour = 0, minute = 0): Date {
  const jstMidnight = Math.floor((now.getTime() + JST_OFFSET_MS) / DAY_MS) * DAY_MS - JST_OFFSET_MS;
  return new Date(jstMidnight + dayOffset * DAY_MS + hour * 3_600_000 + minute * 60_000);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** Current graduation cohort's two-digit year label, e.g. 27 for 2027. */
export function shortYear(graduateYear: number): string {
  return String(graduateYear % 100).padStart(2, "0");
}
