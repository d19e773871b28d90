import { formatTokyoDateTime } from "@core/dates/tokyo-date";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a message came: たった今 / N分前 / N時間前 under a day, else the Japan date and time (7月10日(木) 10:00). */
export function chatTimeLabel(iso: string, now: Date): string {
  const age = now.getTime() - Date.parse(iso);
  if (age < MINUTE) return "たった今";
  if (age < HOUR) return `${Math.floor(age / MINUTE)}分前`;
  if (age < DAY) return `${Math.floor(age / HOUR)}時間前`;
  return formatTokyoDateTime(iso);
}
