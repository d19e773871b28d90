import { formatInTimeZone } from "date-fns-tz";
import { SITE_TIME_ZONE } from "./operator";

/** Calendar year of `date` in Asia/Tokyo, whatever the zone of the machine rendering it. */
export function tokyoYear(date: Date): number {
  return Number(formatInTimeZone(date, SITE_TIME_ZONE, "yyyy"));
}
