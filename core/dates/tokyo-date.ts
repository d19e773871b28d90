import { SITE_TIME_ZONE } from "../site/operator";

// Intl rather than date-fns-tz: these run in the browser (the footer's year on every page), and Intl costs the
// bundle nothing.
// Japan has kept UTC+9 without daylight saving since 1951.
const TOKYO_OFFSET = "+09:00";

const partsInTokyo = new Intl.DateTimeFormat("ja-JP", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

type TokyoParts = Record<"year" | "month" | "day" | "weekday" | "hour" | "minute" | "second", string>;

function tokyoParts(iso: string): TokyoParts {
  const parts = partsInTokyo.formatToParts(new Date(iso));
  return Object.fromEntries(parts.map((part) => [part.type, part.value])) as TokyoParts;
}

const pad = (value: string) => value.padStart(2, "0");

/** "7月10日(木) 10:00" in Asia/Tokyo, whatever the machine's zone. */
export function formatTokyoDateTime(iso: string): string {
  const { month, day, weekday, hour, minute } = tokyoParts(iso);
  return `${month}月${day}日(${weekday}) ${pad(hour)}:${pad(minute)}`;
}

/** "09:05" (HH:mm) in Asia/Tokyo. */
export function formatTokyoTime(iso: string): string {
  const { hour, minute } = tokyoParts(iso);
  return `${pad(hour)}:${pad(minute)}`;
}

/** "2025年7月10日" in Asia/Tokyo. */
export function formatTokyoDate(iso: string): string {
  const { year, month, day } = tokyoParts(iso);
  return `${year}年${month}月${day}日`;
}

/** "2025-07-10T10:00:00+09:00": machine-readable value for <time dateTime>. */
export function tokyoDateTimeAttribute(iso: string): string {
  const { year, month, day, hour, minute, second } = tokyoParts(iso);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${TOKYO_OFFSET}`;
}

/** Calendar year of `date` in Asia/Tokyo. */
export function tokyoYear(date: Date): number {
  return Number(tokyoParts(date.toISOString()).year);
}
