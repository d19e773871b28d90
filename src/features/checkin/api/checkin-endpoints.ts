import type { AttendeeReviewBody, AttendeeReviewResponse } from "@core/api/attendee-reviews";
import type {
  AttendanceResponse,
  BoothCheckinResponse,
  CheckinCompanyDetailResponse,
  VenueCheckinResponse,
} from "@core/api/checkin";
import type { CheckinCompaniesSort, CheckinGroupResponse } from "@core/api/event-detail";
import { apiPath, apiPaths } from "@core/api-paths";
import type { ApiRequester, EndpointOptions } from "@/lib/api";
import { assertRequiredParameter } from "@/lib/api/required-parameter";

/** GET /api/v1/event_attendance: the signed-in student's tickets and attendance (401 when signed out). */
export function getMyAttendance(client: ApiRequester, { signal }: EndpointOptions = {}): Promise<AttendanceResponse> {
  return client.request({ path: apiPaths.myAttendance, signal });
}

/** POST /api/v1/events/{event_id}/event_in/attend `{ code }` (409 checkin_refused with details.reason). */
export function postVenueCheckin(client: ApiRequester, eventId: number, code: string, { signal }: EndpointOptions = {}): Promise<VenueCheckinResponse> {
  assertRequiredParameter(eventId, "eventId", "postVenueCheckin");
  assertRequiredParameter(code, "code", "postVenueCheckin");
  return client.request({ method: "POST", path: apiPath(apiPaths.venueCheckin, { event_id: eventId }), body: { code }, signal });
}

/** GET /api/v1/events/{event_id}/event_checkinable_companies?sort=…: a fair's booths, `is_checked_in` for the student. */
export function getEventCheckinCompanies(
  client: ApiRequester,
  eventId: number,
  { sort, signal }: EndpointOptions & { sort?: CheckinCompaniesSort } = {},
): Promise<CheckinGroupResponse> {
  assertRequiredParameter(eventId, "eventId", "getEventCheckinCompanies");
  return client.request({ path: apiPath(apiPaths.eventCheckinableCompanies, { event_id: eventId }), query: sort ? { sort } : undefined, signal });
}

/** GET /api/v1/event_checkinable_companies/{id}: one booth (404 unknown). */
export function getCheckinCompany(client: ApiRequester, id: number, { signal }: EndpointOptions = {}): Promise<CheckinCompanyDetailResponse> {
  assertRequiredParameter(id, "id", "getCheckinCompany");
  return client.request({ path: apiPath(apiPaths.checkinCompany, { event_checkinable_company_id: id }), signal });
}

/** POST /api/v1/event_checkinable_companies/{id}/checkins `{ code }` (409 checkin_refused with details.reason). */
export function postBoothCheckin(client: ApiRequester, id: number, code: string, { signal }: EndpointOptions = {}): Promise<BoothCheckinResponse> {
  assertRequiredParameter(id, "id", "postBoothCheckin");
  assertRequiredParameter(code, "code", "postBoothCheckin");
  return client.request({ method: "POST", path: apiPath(apiPaths.boothCheckins, { event_checkinable_company_id: id }), body: { code }, signal });
}

/**
 * POST /api/v1/events/{event_id}/event_reviews → 201 `{ review }` (403 not_attended, 400 invalid_parameter with the
 * fields, 409 already_reviewed).
 */
export function postAttendeeReview(client: ApiRequester, eventId: number, body: AttendeeReviewBody, { signal }: EndpointOptions = {}): Promise<AttendeeReviewResponse> {
  assertRequiredParameter(eventId, "eventId", "postAttendeeReview");
  return client.request({ method: "POST", path: apiPath(apiPaths.attendeeEventReviews, { event_id: eventId }), body, signal });
}
