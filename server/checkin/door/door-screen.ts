import { and, count, eq, inArray } from "drizzle-orm";
import { formatInTimeZone } from "date-fns-tz";
import { companies, entries, eventCheckinableCompanies, eventCheckins, events, schedules } from "../../../db/schema";
import { SEAT_HOLDING_STATES } from "../../../core/entries/entry-state";
import { checkinCompanyPath, venueCheckinPath } from "../../../core/checkin/checkin-routes";
import { doorScreenUrl } from "../../../core/checkin/door-screen-path";
import { DOOR_LINK_DEFAULT_HOURS, type DoorLinkResponse, type DoorScreenResponse } from "../../../core/api/door-screen";
import { MAX_ROW_ID } from "../../../core/api/request-id";
import type { Executor } from "../../platform/database/transaction";
import { boothCode, tokyoDay, VENUE_WINDOW_MS, venueCode, venueCodeValidUntil, venueWindowOf } from "../checkin-codes";
import { tokyoDayStart } from "../checkin-day";
import { createDoorToken, type DoorTarget } from "./door-token";

const DAY_MS = 24 * 3600 * 1000;

type TargetRow = { eventId: number; eventTitle: string; label: string };

async function scheduleRow(executor: Executor, id: number): Promise<TargetRow | null> {
  const [row] = await executor
    .select({
      eventId: schedules.eventId,
      eventTitle: events.title,
      title: schedules.title,
      startAt: schedules.startAt,
    })
    .from(schedules)
    .innerJoin(events, eq(events.id, schedules.eventId))
    .where(eq(schedules.id, id));
  if (!row) return null;
  const when = formatInTimeZone(row.startAt, "Asia/Tokyo", "M月d日 HH:mm");
  return {
    eventId: row.eventId,
    eventTitle: row.eventTitle,
    label: row.title ? `${row.title}（${when}〜）` : `${when}〜`,
  };
}

async function boothRow(executor: Executor, id: number): Promise<TargetRow | null> {
  const [row] = await executor
    .select({ eventId: eventCheckinableCompanies.eventId, eventTitle: events.title, label: companies.name })
    .from(eventCheckinableCompanies)
    .innerJoin(events, eq(events.id, eventCheckinableCompanies.eventId))
    .innerJoin(companies, eq(companies.id, eventCheckinableCompanies.companyId))
    .where(eq(eventCheckinableCompanies.id, id));
  return row ?? null;
}

/** The target's event and label; null when it does not exist (an id past int4 names no row: never sent to the database). */
async function targetRow(executor: Executor, target: DoorTarget): Promise<TargetRow | null> {
  if (target.id > MAX_ROW_ID) return null;
  return target.kind === "schedule" ? scheduleRow(executor, target.id) : boothRow(executor, target.id);
}

/**
 * A signed door link for a schedule or a booth, valid `hours` from `now` (default 12); null when no such schedule or
 * booth exists. The token is in the fragment (core/checkin/door-screen-path.ts).
 */
export async function issueDoorLink(
  executor: Executor,
  secret: string,
  target: DoorTarget & { hours?: number },
  origin: string,
  now: Date = new Date(),
): Promise<DoorLinkResponse | null> {
  if (!(await targetRow(executor, target))) return null;
  const expiresAt = new Date(now.getTime() + (target.hours ?? DOOR_LINK_DEFAULT_HOURS) * 3600 * 1000);
  const token = createDoorToken(secret, { kind: target.kind, id: target.id }, expiresAt);
  return {
    kind: target.kind,
    target_id: target.id,
    url: doorScreenUrl(origin, token),
    expires_at: expiresAt.toISOString(),
  };
}

async function checkinCounts(
  executor: Executor,
  target: DoorTarget,
): Promise<{ checkedIn: number; expected: number | null }> {
  if (target.kind === "booth") {
    const [row] = await executor
      .select({ n: count() })
      .from(eventCheckins)
      .where(eq(eventCheckins.eventCheckinableCompanyId, target.id));
    return { checkedIn: row?.n ?? 0, expected: null };
  }
  const [attended] = await executor
    .select({ n: count() })
    .from(entries)
    .where(and(eq(entries.scheduleId, target.id), eq(entries.state, "attended")));
  const [holding] = await executor
    .select({ n: count() })
    .from(entries)
    .where(and(eq(entries.scheduleId, target.id), inArray(entries.state, [...SEAT_HOLDING_STATES])));
  return { checkedIn: attended?.n ?? 0, expected: holding?.n ?? 0 };
}

/**
 * What the door screen shows at `now` for a verified door token's target: the current code (a schedule's rotating
 * venue code, a booth's code of the JST day), the check-in page its QR opens, when the next code comes, and the
 * count of check-ins (no names). Null when the schedule or booth no longer exists.
 */
export async function readDoorScreen(
  executor: Executor,
  secret: string,
  target: DoorTarget & { expiresAt: Date },
  origin: string,
  now: Date = new Date(),
): Promise<DoorScreenResponse | null> {
  const row = await targetRow(executor, target);
  if (!row) return null;
  const counts = await checkinCounts(executor, target);
  let code: string;
  let path: string;
  let validUntil: Date;
  let refreshAt: Date;
  if (target.kind === "schedule") {
    code = venueCode(secret, target.id, now);
    path = venueCheckinPath(row.eventId, code);
    validUntil = venueCodeValidUntil(now);
    refreshAt = new Date((venueWindowOf(now) + 1) * VENUE_WINDOW_MS);
  } else {
    code = boothCode(secret, target.id, tokyoDay(now));
    path = checkinCompanyPath(target.id, code);
    validUntil = new Date(tokyoDayStart(now).getTime() + DAY_MS);
    refreshAt = validUntil;
  }
  return {
    kind: target.kind,
    target_id: target.id,
    event_id: row.eventId,
    event_title: row.eventTitle,
    target_label: row.label,
    code,
    url: `${origin}${path}`,
    valid_until: validUntil.toISOString(),
    refresh_at: refreshAt.toISOString(),
    checked_in_count: counts.checkedIn,
    expected_count: counts.expected,
    link_expires_at: target.expiresAt.toISOString(),
  };
}
