import type { EventDetail } from "@core/api/event-detail";
import { apiPath, apiPaths } from "@core/api-paths";
import type { ApiRequester } from "../requester";
import { assertRequiredParameter } from "../required-parameter";
import type { EndpointOptions } from "./endpoint-options";

/**
 * GET /api/v1/events/{event_id}: the event (Reading A) with its schedules and, signed in, the student's fields
 * (entry, not_voted_companies…), for the client-only entry and review pages.
 */
export function getEventDetail(client: ApiRequester, eventId: number, { signal }: EndpointOptions = {}): Promise<EventDetail> {
  assertRequiredParameter(eventId, "eventId", "getEventDetail");
  return client.request({ path: apiPath(apiPaths.event, { event_id: eventId }), signal });
}
