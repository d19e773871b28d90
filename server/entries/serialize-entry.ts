import { entries } from "../../db/schema";
import type { Entry } from "../../src/domain/api/entries";

export type EntryRecord = typeof entries.$inferSelect;

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** Spec §3 Entry of an `entries` row (read with Drizzle's typed select, so timestamps are Dates). */
export function serializeEntry(row: EntryRecord): Entry {
  return {
    id: row.id,
    event_id: row.eventId,
    schedule_id: row.scheduleId,
    user_id: row.userId,
    course_id: row.courseId,
    state: row.state,
    inflow: row.inflow,
    inflow_description: row.inflowDescription,
    resume: row.resume,
    starred: row.starred,
    partner_entry_user_id: row.partnerEntryUserId,
    client_type: row.clientType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    invited_at: iso(row.invitedAt),
    entried_at: iso(row.entriedAt),
    canceled_at: iso(row.canceledAt),
    attend_answered_at: iso(row.attendAnsweredAt),
    elected_at: iso(row.electedAt),
    attended_at: iso(row.attendedAt),
    absenced_at: iso(row.absencedAt),
    send_attend_response_at: iso(row.sendAttendResponseAt),
    defeated_at: iso(row.defeatedAt),
    pre_entried_at: iso(row.preEntriedAt),
    thank_you_at: iso(row.thankYouAt),
    promote_input_resume_at: iso(row.promoteInputResumeAt),
    remained_at: iso(row.remainedAt),
    lottery_entry_course_at: iso(row.lotteryEntryCourseAt),
  };
}
