/** ISO 8601 duration for schema.org, e.g. 90 → "PT1M30S", 0 → "PT0S". */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = `${h > 0 ? `${h}H` : ""}${m > 0 ? `${m}M` : ""}${s > 0 || seconds === 0 ? `${s}S` : ""}`;
  return `PT${parts}`;
}
