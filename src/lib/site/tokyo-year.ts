import { SITE_TIME_ZONE } from "./operator";

// Intl rather than date-fns-tz: this runs in the layout of every page, so it must add nothing to the app bundle.
const yearInTokyo = new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, year: "numeric" });

/** Calendar year of `date` in Asia/Tokyo, whatever the zone of the machine rendering it. */
export function tokyoYear(date: Date): number {
  return Number(yearInTokyo.format(date));
}
