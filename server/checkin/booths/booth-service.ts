import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { eventCheckinableCompanies, eventCheckins, events } from "../../../db/schema";
import type {
  BoothCheckinRefusal,
  BoothCheckinResponse,
  CheckinCompanyDetailResponse,
} from "../../../core/api/checkin";
import type { CheckinCompaniesSort, CheckinGroupResponse } from "../../../core/api/event-detail";
import { ApiError } from "../../platform/http/api-error";
import { loadCheckinCompanies, loadCheckinCompanyVisit } from "../../event-records/load-checkin-companies";
import { checkBoothCode, tokyoDay } from "../checkin-codes";
import { loadFairEntry } from "./fair-entry";

/** A booth of a published fair. */
type Booth = Pick<typeof eventCheckinableCompanies.$inferSelect, "id" | "companyId"> & {
  event: Pick<typeof events.$inferSelect, "id" | "title" | "category">;
};

const boothNotFound = () => new ApiError(404, "not_found", "Check-in company not found");

/** The booth, or 404 when the id is unknown or its event is unpublished (the same rule as loadEventRow's "published"). */
export async function loadBooth(db: Db, boothId: number, now: Date): Promise<Booth> {
  const [row] = await db
    .select({
      id: eventCheckinableCompanies.id,
      companyId: eventCheckinableCompanies.companyId,
      eventId: events.id,
      title: events.title,
      category: events.category,
    })
    .from(eventCheckinableCompanies)
    .innerJoin(events, eq(events.id, eventCheckinableCompanies.eventId))
    .where(
      and(
        eq(eventCheckinableCompanies.id, boothId),
        eq(events.published, true),
        or(isNull(events.publishedAt), lte(events.publishedAt, now)),
      ),
    )
    .limit(1);
  if (!row) throw boothNotFound();
  return { id: row.id, companyId: row.companyId, event: { id: row.eventId, title: row.title, category: row.category } };
}

/** The check-in group of spec §3: the student's seat-holding entry of the event and each booth's `is_checked_in`. */
export async function loadCheckinGroup(
  db: Db,
  eventId: number,
  userId: string | null,
  sort: CheckinCompaniesSort = "display_order",
): Promise<CheckinGroupResponse> {
  const entry = userId ? await loadFairEntry(db, userId, eventId) : null;
  return { entry_id: entry?.id ?? null, companies: await loadCheckinCompanies(db, eventId, sort, entry?.id ?? null) };
}

async function boothDetail(db: Db, booth: Booth, entryId: number | null): Promise<CheckinCompanyDetailResponse> {
  const visit = await loadCheckinCompanyVisit(db, booth.id, entryId);
  if (!visit) throw boothNotFound();
  return {
    company: visit.company,
    company_id: booth.companyId,
    event: booth.event,
    entry_id: entryId,
    checked_in_at: visit.checkedInAt?.toISOString() ?? null,
  };
}

/** GET /api/v1/event_checkinable_companies/{id}: the booth, and the student's visit when signed in. */
export async function loadBoothDetail(
  db: Db,
  boothId: number,
  userId: string | null,
  now: Date = new Date(),
): Promise<CheckinCompanyDetailResponse> {
  const booth = await loadBooth(db, boothId, now);
  const entry = userId ? await loadFairEntry(db, userId, booth.event.id) : null;
  return boothDetail(db, booth, entry?.id ?? null);
}

/** Whether a schedule is held on a JST day: from its start's day to its end's day (yyyy-MM-dd compares as text). */
function heldOn(schedule: { startAt: Date; endAt: Date }, day: string): boolean {
  return tokyoDay(schedule.startAt) <= day && day <= tokyoDay(schedule.endAt);
}

const REFUSAL_MESSAGES: Readonly<Record<BoothCheckinRefusal, string>> = {
  no_entry: "You have no entry for this fair",
  wrong_day: "Your schedule of this fair is not today",
  invalid_code: "This is not this booth's code for today",
};

function refused(reason: BoothCheckinRefusal): ApiError {
  return new ApiError(409, "checkin_refused", REFUSAL_MESSAGES[reason], { reason });
}

/**
 * POST /api/v1/event_checkinable_companies/{id}/checkins: records the student's visit at a booth. Checked in that
 * order: a seat-holding entry of the fair (`no_entry`), its schedule held today in JST (from its start's day to its end's) and not canceled
 * (`wrong_day`), the booth's code of today (`invalid_code`). The visit is one row per (entry, booth): a replay
 * inserts nothing and answers `already_checked_in` with the first `checked_in_at`.
 */
export async function checkInAtBooth(
  db: Db,
  secret: string,
  userId: string,
  boothId: number,
  code: string,
  now: Date = new Date(),
): Promise<BoothCheckinResponse> {
  const booth = await loadBooth(db, boothId, now);
  const entry = await loadFairEntry(db, userId, booth.event.id);
  if (!entry) throw refused("no_entry");
  if (entry.schedule.canceled || !heldOn(entry.schedule, tokyoDay(now))) throw refused("wrong_day");
  if (!checkBoothCode(secret, booth.id, code, now)) throw refused("invalid_code");
  const inserted = await db
    .insert(eventCheckins)
    .values({ entryId: entry.id, eventCheckinableCompanyId: booth.id, checkedInAt: now })
    .onConflictDoNothing()
    .returning({ entryId: eventCheckins.entryId });
  const detail = await boothDetail(db, booth, entry.id);
  return { ...detail, status: inserted.length > 0 ? "checked_in" : "already_checked_in" };
}
