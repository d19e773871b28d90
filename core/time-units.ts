/** Spec §9: one hour in milliseconds. */
export const ONE_HOUR_MS = 3_600_000;

/** Japan's offset from UTC (UTC+9, no daylight saving since 1951). */
export const JST_OFFSET_MS = 9 * ONE_HOUR_MS;
