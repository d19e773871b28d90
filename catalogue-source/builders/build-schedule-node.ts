import type { SourceScheduleRow } from "../schemas/schedule-row";
import { toIso, toIsoOrNull } from "./to-iso";

export type ScheduleNodeFields = {
  db_id: number;
  event_db_id: number;
  title: string | null;
  start_at: string;
  end_at: string;
  time_limit_at: string | null;
  place: string | null;
  prefecture_code: number | null;
  is_online: boolean;
  admission_limit_number: number | null;
  stopped_entry: boolean;
  canceled: boolean;
  has_reached_admission_limit: boolean;
};

export function buildScheduleNode(row: SourceScheduleRow): ScheduleNodeFields {
  return {
    db_id: row.id,
    event_db_id: row.event_id,
    title: row.title,
    start_at: toIso(row.start_at),
    end_at: toIso(row.end_at),
    time_limit_at: toIsoOrNull(row.time_limit_at),
    place: row.place,
    prefecture_code: row.is_online ? null : row.prefecture_code,
    is_online: row.is_online,
    admission_limit_number: row.admission_limit_number,
    stopped_entry: row.stopped_entry,
    canceled: row.canceled,
    has_reached_admission_limit: row.has_reached_admission_limit,
  };
}
