const tokyoDate = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** "2026年4月1日" (the day in Asia/Tokyo). */
export function tokyoDateLabel(iso: string): string {
  return tokyoDate.format(new Date(iso));
}
