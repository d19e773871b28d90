import type { ScheduleLotteryResponse } from "@core/api/lottery";
import type { ChangeEntryBody, CreateEntryBody, EntryResponse, MyEntriesResponse, MyEntryResponse } from "@core/api/entries";
import { apiPath, apiPaths } from "@core/api-paths";
import type { ApiRequester, EndpointOptions } from "@/lib/api";
import { assertRequiredParameter } from "@/lib/api/required-parameter";

/**
 * POST /api/v1/events/{event_id}/schedules/{schedule_id}/entries → 201 `{ entry }`. The same `idempotencyKey`
 * makes a repeated request (double click, retry after a lost answer) answer the first entry instead of a second one.
 */
export function createScheduleEntry(
  client: ApiRequester,
  { eventId, scheduleId, idempotencyKey, body = {} }: { eventId: number; scheduleId: number; idempotencyKey: string; body?: CreateEntryBody },
): Promise<EntryResponse> {
  assertRequiredParameter(eventId, "eventId", "createScheduleEntry");
  assertRequiredParameter(scheduleId, "scheduleId", "createScheduleEntry");
  return client.request({
    method: "POST",
    path: apiPath(apiPaths.scheduleEntries, { event_id: eventId, schedule_id: scheduleId }),
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** GET /api/v1/entries: the signed-in student's entries (`upcoming`: schedules not yet ended, soonest first). */
export function getMyEntries(
  client: ApiRequester,
  { scope = "upcoming", per = 50 }: { scope?: "upcoming" | "past"; per?: number } = {},
  { signal }: EndpointOptions = {},
): Promise<MyEntriesResponse> {
  return client.request({ path: apiPaths.myEntries, query: { scope, per }, signal });
}

/** GET /api/v1/entries/{entry_id} */
export function getMyEntry(client: ApiRequester, entryId: number, { signal }: EndpointOptions = {}): Promise<MyEntryResponse> {
  assertRequiredParameter(entryId, "entryId", "getMyEntry");
  return client.request({ path: apiPath(apiPaths.myEntry, { entry_id: entryId }), signal });
}

/** DELETE /api/v1/entries/{entry_id}: cancels the entry. */
export async function cancelMyEntry(client: ApiRequester, entryId: number): Promise<void> {
  assertRequiredParameter(entryId, "entryId", "cancelMyEntry");
  await client.request({ method: "DELETE", path: apiPath(apiPaths.myEntry, { entry_id: entryId }) });
}

/** PATCH /api/v1/entries/{entry_id} `{ schedule_id }`: moves the entry to another schedule of the same event. */
export function changeMyEntrySchedule(client: ApiRequester, entryId: number, body: ChangeEntryBody): Promise<EntryResponse> {
  assertRequiredParameter(entryId, "entryId", "changeMyEntrySchedule");
  return client.request({ method: "PATCH", path: apiPath(apiPaths.myEntry, { entry_id: entryId }), body });
}

/** /api/v1/entries/{entry_id}/calendar.ics: the entry's schedule as an iCalendar file (a plain link, not a call). */
export function entryCalendarPath(entryId: number): string {
  return apiPath(apiPaths.myEntryCalendar, { entry_id: entryId });
}

/** GET /api/v1/events/{event_id}/schedules/{schedule_id}/lottery: the schedule's verifiable lottery (public). */
export function getScheduleLottery(
  client: ApiRequester,
  { eventId, scheduleId }: { eventId: number; scheduleId: number },
  { signal }: EndpointOptions = {},
): Promise<ScheduleLotteryResponse> {
  assertRequiredParameter(eventId, "eventId", "getScheduleLottery");
  assertRequiredParameter(scheduleId, "scheduleId", "getScheduleLottery");
  return client.request({ path: apiPath(apiPaths.scheduleLottery, { event_id: eventId, schedule_id: scheduleId }), signal });
}

/** POST /api/v1/events/{event_id}/schedules/{schedule_id}/waitlist → 201 `{ entry }` (state remained). */
export function joinScheduleWaitlist(client: ApiRequester, { eventId, scheduleId }: { eventId: number; scheduleId: number }): Promise<EntryResponse> {
  assertRequiredParameter(eventId, "eventId", "joinScheduleWaitlist");
  assertRequiredParameter(scheduleId, "scheduleId", "joinScheduleWaitlist");
  return client.request({ method: "POST", path: apiPath(apiPaths.scheduleWaitlist, { event_id: eventId, schedule_id: scheduleId }) });
}

/** POST /api/v1/entries/{entry_id}/seat: takes the seat held for a waitlisted entry. */
export function takeHeldSeat(client: ApiRequester, entryId: number): Promise<EntryResponse> {
  assertRequiredParameter(entryId, "entryId", "takeHeldSeat");
  return client.request({ method: "POST", path: apiPath(apiPaths.myEntrySeat, { entry_id: entryId }) });
}
