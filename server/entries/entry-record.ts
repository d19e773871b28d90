import { and, eq, getTableColumns } from "drizzle-orm";
import { entries } from "../../db/schema";
import type { Entry } from "../../core/api/entries";
import { resumeUrlOf } from "../../core/entries/resume-submission";
import type { Executor } from "../platform/database/transaction";

export type EntryRow = typeof entries.$inferSelect;

/** A raw `returning *` row of entries (column names, driver values) as drizzle's select would map it. */
export function entryRowOf(raw: Record<string, unknown>): EntryRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(entries))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as EntryRow;
}

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

/** An entries row as the API's Entry (spec §3). */
export function toEntry(row: EntryRow): Entry {
  return {
    id: row.id,
    event_id: row.eventId,
    schedule_id: row.scheduleId,
    user_id: row.userId,
    course_id: row.courseId,
    state: row.state,
    inflow: row.inflow,
    inflow_description: row.inflowDescription,
    resume: resumeUrlOf({ entryId: row.id, kind: row.resumeKind, value: row.resume }),
    starred: row.starred,
    partner_entry_user_id: row.partnerEntryUserId,
    client_type: row.clientType,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    invited_at: isoOrNull(row.invitedAt),
    entried_at: isoOrNull(row.entriedAt),
    canceled_at: isoOrNull(row.canceledAt),
    attend_answered_at: isoOrNull(row.attendAnsweredAt),
    elected_at: isoOrNull(row.electedAt),
    attended_at: isoOrNull(row.attendedAt),
    absenced_at: isoOrNull(row.absencedAt),
    send_attend_response_at: isoOrNull(row.sendAttendResponseAt),
    defeated_at: isoOrNull(row.defeatedAt),
    pre_entried_at: isoOrNull(row.preEntriedAt),
    thank_you_at: isoOrNull(row.thankYouAt),
    promote_input_resume_at: isoOrNull(row.promoteInputResumeAt),
    remained_at: isoOrNull(row.remainedAt),
    lottery_entry_course_at: isoOrNull(row.lotteryEntryCourseAt),
  };
}

/** One entry of one student; null for an unknown id or another student's entry. */
export async function readOwnEntry(executor: Executor, userId: string, entryId: number): Promise<Entry | null> {
  const [row] = await executor
    .select()
    .from(entries)
    .where(and(eq(entries.id, entryId), eq(entries.userId, userId)));
  return row ? toEntry(row) : null;
}
