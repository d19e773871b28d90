import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventQuestion, Schedule } from "../../../core/api/event-detail";
import { seatTakenCondition } from "../../entries/seat-sql";
import { toIsoString, toMillis, type DbTimestamp } from "../../platform/database/db-timestamp";

type DetailScheduleRow = {
  id: number;
  event_id: number;
  title: string;
  start_at: DbTimestamp;
  end_at: DbTimestamp;
  time_limit_at: DbTimestamp;
  close_at: DbTimestamp;
  course_time_limit_at: DbTimestamp | null;
  place: string | null;
  detailed_address: string | null;
  guide_address: string | null;
  prefecture_code: number | null;
  prefecture_name: string | null;
  is_online: boolean;
  admission_limit_number: number | null;
  target_attendee_count: number | null;
  stopped_entry: boolean;
  stop_promote_input_resume_mail: boolean;
  canceled: boolean;
  show_checkin: boolean;
  active_entry_count: number;
  has_course: boolean;
};

type QuestionRow = { id: number; schedule_id: number; start_at: Date; end_at: Date; title: string; show_link: boolean };

function toQuestion(row: QuestionRow): EventQuestion {
  return {
    id: row.id,
    schedule_id: row.schedule_id,
    start_at: toIsoString(row.start_at),
    end_at: toIsoString(row.end_at),
    title: row.title,
    show_link: row.show_link,
  };
}

export function serializeSchedule(row: DetailScheduleRow, questions: readonly EventQuestion[], now: Date): Schedule {
  const nowMs = now.getTime();
  return {
    id: row.id,
    event_id: row.event_id,
    title: row.title,
    start_at: toIsoString(row.start_at),
    end_at: toIsoString(row.end_at),
    time_limit_at: toIsoString(row.time_limit_at),
    close_at: toIsoString(row.close_at),
    course_time_limit_at: row.course_time_limit_at === null ? null : toIsoString(row.course_time_limit_at),
    place: row.place,
    detailed_address: row.detailed_address,
    guide_address: row.guide_address,
    prefecture:
      row.prefecture_code !== null && row.prefecture_name !== null
        ? { code: row.prefecture_code, name: row.prefecture_name }
        : null,
    prefecture_code: row.prefecture_code,
    is_online: row.is_online,
    admission_limit_number: row.admission_limit_number,
    has_reached_admission_limit:
      row.admission_limit_number !== null && row.active_entry_count >= row.admission_limit_number,
    remaining_seat_count:
      row.admission_limit_number === null ? null : Math.max(0, row.admission_limit_number - row.active_entry_count),
    target_attendee_count: row.target_attendee_count,
    stopped_entry: row.stopped_entry,
    stop_promote_input_resume_mail: row.stop_promote_input_resume_mail,
    canceled: row.canceled,
    // Entrants only, and then the join redirect, never the streaming URL (personaliseSchedules): never read here.
    live_url: null,
    show_checkin: row.show_checkin,
    checkinable: row.show_checkin && !row.canceled && toMillis(row.start_at) <= nowMs && nowMs < toMillis(row.close_at),
    deadline: toMillis(row.time_limit_at) <= nowMs,
    has_course: row.has_course,
    event_questions: [...questions],
    event_answers: [],
    entry: null,
    matches_graduation_year: null,
    // stage messages are for the schedule's entrants only (personaliseSchedules): never read here
    attend_response_additional_information: null,
    reminded_additional_information: null,
    invited_additional_information: null,
    pre_entry_additional_information: null,
    entry_additional_information: null,
    pass_additional_information: null,
    elected_additional_information: null,
    defeated_additional_information: null,
    user_canceled_additional_information: null,
    thank_you_additional_information: null,
  };
}

/** Every schedule of the event (canceled ones included, flagged), by start time, with seat counts and questions. */
export async function loadSchedules(db: Db, eventId: number, now: Date = new Date()): Promise<Schedule[]> {
  const [scheduleResult, questionResult] = await Promise.all([
    db.execute<DetailScheduleRow>(sql`
      select s.id, s.event_id, s.title, s.start_at, s.end_at, s.time_limit_at, s.close_at, s.course_time_limit_at,
             s.place, s.detailed_address, s.guide_address, s.prefecture_code, p.name as prefecture_name, s.is_online,
             s.admission_limit_number, s.target_attendee_count, s.stopped_entry, s.stop_promote_input_resume_mail,
             s.canceled, s.show_checkin,
             (select count(*)::int from entries en where en.schedule_id = s.id and ${seatTakenCondition("en")}) as active_entry_count,
             exists (select 1 from courses c where c.schedule_id = s.id) as has_course
      from schedules s
      left join prefectures p on p.code = s.prefecture_code
      where s.event_id = ${eventId}
      order by s.start_at, s.id`),
    db.execute<QuestionRow>(sql`
      select q.id, q.schedule_id, q.start_at, q.end_at, q.title, q.show_link
      from event_questions q
      join schedules s on s.id = q.schedule_id
      where s.event_id = ${eventId}
      order by q.start_at, q.id`),
  ]);
  const questionsBySchedule = new Map<number, EventQuestion[]>();
  for (const row of questionResult.rows) {
    const list = questionsBySchedule.get(row.schedule_id) ?? [];
    list.push(toQuestion(row));
    questionsBySchedule.set(row.schedule_id, list);
  }
  return scheduleResult.rows.map((row) => serializeSchedule(row, questionsBySchedule.get(row.id) ?? [], now));
}
