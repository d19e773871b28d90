import { ja } from "date-fns/locale/ja";
import { formatInTimeZone } from "date-fns-tz";

const TOKYO = "Asia/Tokyo";

/** "7月10日(木) 10:00" in Asia/Tokyo, whatever the machine's zone. */
export function formatTokyoDateTime(iso: string): string {
  return formatInTimeZone(iso, TOKYO, "M月d日(E) HH:mm", { locale: ja });
}

/** "2025-07-10T10:00:00+09:00": machine-readable value for <time dateTime>. */
export function tokyoDateTimeAttribute(iso: string): string {
  return formatInTimeZone(iso, TOKYO, "yyyy-MM-dd'T'HH:mm:ssXXX");
}
