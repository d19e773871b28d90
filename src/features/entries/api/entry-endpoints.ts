import type { ScheduleLotteryResponse } from "@core/api/lottery";
import type { ChangeEntryBody, EntryResponse } from "@core/api/entries";
import { apiPath, apiPaths } from "@core/api-paths";
import type { ApiRequester, EndpointOptions } from "@/lib/api";
import { assertRequiredParameter } from "@/lib/api/required-parameter";

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
