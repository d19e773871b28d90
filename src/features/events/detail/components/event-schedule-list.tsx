import * as React from "react";
import { formatTokyoDateTime, tokyoDateTimeAttribute } from "@core/dates/tokyo-date";
import type { EventDetailSchedule } from "@core/events/event-detail-data";
import { remainingSeatsNote } from "../remaining-seats";
import { scheduleStatusLabels, type ScheduleStatusLabel } from "../schedule-status";
import type { LiveScheduleStates } from "../use-live-schedule-states";
import * as styles from "@/components/detail-page/detail-page.module.css";

const statusClass: Record<ScheduleStatusLabel, string | undefined> = {
  中止: styles.canceled,
  受付終了: styles.closed,
  満席: styles.full,
  抽選: undefined,
};

function placeOf(schedule: EventDetailSchedule): string {
  if (schedule.is_online) return "オンライン";
  const parts = [schedule.prefecture?.name, schedule.place].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" ") : "未定";
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={tokyoDateTimeAttribute(iso)}>{formatTokyoDateTime(iso)}</time>;
}

type EventScheduleListProps = {
  schedules: readonly EventDetailSchedule[];
  lottery: boolean;
  /** run-time states from the schedules API; a schedule missing here keeps its build values */
  liveStates: LiveScheduleStates;
  now: Date | null;
  /** the row's entry action (event pages; not previews or feature event pages) */
  renderAction?: (schedule: EventDetailSchedule) => React.ReactNode;
};

/**
 * Every schedule with its date and time in Japan time, place or オンライン, deadline and status labels; once the
 * schedules API has answered, the seats left of those still taking entries.
 */
export function EventScheduleList({ schedules, lottery, liveStates, now, renderAction }: EventScheduleListProps) {
  if (schedules.length === 0) return <p>日程は未定です。</p>;
  return (
    <ul className={styles.schedules}>
      {schedules.map((schedule) => {
        const live = liveStates.get(schedule.db_id);
        const labels = scheduleStatusLabels(live ?? schedule, lottery, now);
        const seatsLeft = remainingSeatsNote(live?.remaining_seat_count, labels);
        return (
          <li key={schedule.db_id} className={styles.schedule} data-schedule-id={schedule.db_id}>
            <p className={styles.scheduleTitle}>
              <span>{schedule.title ?? "日程"}</span>
              {labels.map((label) => (
                <span key={label} className={`${styles.status} ${statusClass[label] ?? ""}`}>
                  {label}
                </span>
              ))}
              {seatsLeft && <span className={`${styles.status} ${styles.seatsLeft}`}>{seatsLeft}</span>}
            </p>
            <dl>
              <dt>日時</dt>
              <dd>
                <Time iso={schedule.start_at} />〜<Time iso={schedule.end_at} />
              </dd>
              <dt>場所</dt>
              <dd>{placeOf(schedule)}</dd>
              {schedule.time_limit_at && (
                <>
                  <dt>締切</dt>
                  <dd>
                    <Time iso={schedule.time_limit_at} />
                  </dd>
                </>
              )}
              {schedule.admission_limit_number !== null && (
                <>
                  <dt>定員</dt>
                  <dd>{schedule.admission_limit_number}名</dd>
                </>
              )}
            </dl>
            {renderAction?.(schedule)}
          </li>
        );
      })}
    </ul>
  );
}
