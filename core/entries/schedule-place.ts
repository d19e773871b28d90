/** The fields that say where a schedule takes place (build data, the schedules API, an entry's schedule). */
export type SchedulePlaceFields = {
  is_online: boolean;
  place: string | null;
  prefecture: { name: string } | null;
};

/** オンライン, else prefecture and place ("東京都 本社セミナールーム"), else 未定. */
export function schedulePlaceLabel(schedule: SchedulePlaceFields): string {
  if (schedule.is_online) return "オンライン";
  const parts = [schedule.prefecture?.name, schedule.place].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" ") : "未定";
}
