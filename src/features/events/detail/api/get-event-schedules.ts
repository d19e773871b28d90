import type { SchedulesResponse } from "@core/api/event-detail";
import { apiPath, apiPaths } from "@core/api-paths";
import type { ApiRequester, EndpointOptions } from "@/lib/api";
import { assertRequiredParameter } from "@/lib/api/required-parameter";

/** GET /api/v1/events/{event_id}/schedules: the event's schedules with current seat and entry state. */
export async function getEventSchedules(
  client: ApiRequester,
  eventId: number,
  { signal }: EndpointOptions = {},
): Promise<SchedulesResponse> {
  assertRequiredParameter(eventId, "eventId", "getEventSchedules");
  return await client.request({ path: apiPath(apiPaths.eventSchedules, { event_id: eventId }), signal });
}
