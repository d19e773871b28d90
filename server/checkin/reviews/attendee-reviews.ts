import { loadGraduateYear } from "../../users/graduate-year";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { entries, eventReviews } from "../../../db/schema";
import type { AttendeeReviewBody, AttendeeReviewResponse } from "../../../core/api/attendee-reviews";
import type { EventHostCompany } from "../../../core/api/event-list";
import { companyReviewPath } from "../../../core/review-paths";
import { ApiError } from "../../platform/http/api-error";
import { loadEventRow, type EventRecord } from "../../event-records/load-event-row";
import { loadEventHostCompanies, loadParticipantCompanyIds } from "../../event-records/load-host-companies";

/** The event as attendee reviews need it. */
type ReviewedEvent = Pick<EventRecord, "id" | "hostCompanyId" | "graduateYears">;

/** The student's attended entry of the event (state attended; the latest should there be several), or null. */
export async function loadAttendedEntryId(db: Db, userId: string, eventId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.userId, userId), eq(entries.eventId, eventId), eq(entries.state, "attended")))
    .orderBy(desc(entries.attendedAt), desc(entries.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The companies an attended entry may review, in display order: at a fair with booths, the booths the student
 * checked in at (a fair has dozens of companies and they met only those); otherwise the host and the participating
 * companies.
 */
async function reviewableCompanyIds(db: Db, entryId: number, event: ReviewedEvent): Promise<number[]> {
  const booths = await db.execute<{ company_id: number; visited: boolean }>(sql`
    select ecc.company_id, (ec.entry_id is not null) as visited
    from event_checkinable_companies ecc
    left join event_checkins ec on ec.event_checkinable_company_id = ecc.id and ec.entry_id = ${entryId}
    where ecc.event_id = ${event.id}
    order by ecc.display_order, ecc.id`);
  if (booths.rows.length > 0) return booths.rows.filter((row) => row.visited).map((row) => row.company_id);
  const participants = await loadParticipantCompanyIds(db, event.id, event.hostCompanyId);
  return event.hostCompanyId === null ? participants : [event.hostCompanyId, ...participants];
}

async function reviewedCompanyIds(db: Db, entryId: number): Promise<Set<number>> {
  const rows = await db
    .select({ companyId: eventReviews.companyId })
    .from(eventReviews)
    .where(eq(eventReviews.entryId, entryId));
  return new Set(rows.map((row) => row.companyId));
}

/**
 * `not_voted_companies` (Reading A) and `not_voted_event_companies` (Reading B): the companies the student's
 * attended entry of the event may review and has not reviewed yet; empty without an attended entry.
 */
export async function loadNotVotedCompanies(db: Db, userId: string, event: ReviewedEvent): Promise<EventHostCompany[]> {
  const entryId = await loadAttendedEntryId(db, userId, event.id);
  if (entryId === null) return [];
  const [reviewable, reviewed] = await Promise.all([
    reviewableCompanyIds(db, entryId, event),
    reviewedCompanyIds(db, entryId),
  ]);
  return loadEventHostCompanies(
    db,
    reviewable.filter((id) => !reviewed.has(id)),
  );
}

const notAttended = () =>
  new ApiError(403, "forbidden", "Only a student who attended this event can review it", { reason: "not_attended" });

const notReviewable = () =>
  new ApiError(400, "invalid_parameter", "このイベントで体験記を書ける企業ではありません", {
    issues: [{ parameter: "company_id", message: "このイベントで体験記を書ける企業ではありません" }],
  });

const alreadyReviewed = () => new ApiError(409, "already_reviewed", "この企業の体験記はすでに投稿済みです");

async function reviewerGraduateYear(db: Db, userId: string, event: ReviewedEvent): Promise<number> {
  const year =
    (await loadGraduateYear(db, userId)) ?? (event.graduateYears.length > 0 ? Math.min(...event.graduateYears) : null);
  if (year === null) throw new ApiError(409, "conflict", "Set your graduation year before writing a review");
  return year;
}

/** The body schema has refused a draft without every rating (attendeeReviewErrors). */
function chosenRating(value: number | null | undefined): number {
  if (value === null || value === undefined) throw new Error("a rating passed the body schema unset");
  return value;
}

/**
 * POST /api/v1/events/{event_id}/event_reviews. Checked in order: a published event (404), an attended entry of it
 * (403 not_attended), a company the entry may review (400 on company_id), not yet reviewed with this entry (409).
 * The unique (entry_id, company_id) index decides between two concurrent posts: one inserts, the other gets 409.
 */
export async function postAttendeeReview(
  db: Db,
  userId: string,
  eventId: number,
  body: AttendeeReviewBody,
  now: Date = new Date(),
): Promise<AttendeeReviewResponse> {
  const event = await loadEventRow(db, eventId, "published", now);
  const entryId = await loadAttendedEntryId(db, userId, event.id);
  if (entryId === null) throw notAttended();
  if (!(await reviewableCompanyIds(db, entryId, event)).includes(body.company_id)) throw notReviewable();
  const [inserted] = await db
    .insert(eventReviews)
    .values({
      eventId: event.id,
      companyId: body.company_id,
      userId,
      entryId,
      graduateYear: await reviewerGraduateYear(db, userId, event),
      ratingOverall: chosenRating(body.ratings.overall),
      ratingContent: chosenRating(body.ratings.content),
      ratingStaff: chosenRating(body.ratings.staff),
      ratingUsefulness: chosenRating(body.ratings.usefulness),
      title: body.title.trim(),
      body: body.body.trim(),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) throw alreadyReviewed();
  return {
    review: {
      id: inserted.id,
      event_id: inserted.eventId,
      company_id: inserted.companyId,
      entry_id: entryId,
      graduate_year: inserted.graduateYear,
      ratings: {
        overall: inserted.ratingOverall,
        content: inserted.ratingContent,
        staff: inserted.ratingStaff,
        usefulness: inserted.ratingUsefulness,
      },
      title: inserted.title,
      body: inserted.body,
      created_at: inserted.createdAt.toISOString(),
      path: companyReviewPath("event", inserted.companyId, inserted.id),
    },
  };
}
