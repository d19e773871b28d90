import { apiPaths } from "../../core/api-paths";
import {
  attendanceResponseSchema,
  boothCodeResponseSchema,
  editorBoothParamsSchema,
  editorScheduleParamsSchema,
  eventInParamsSchema,
  venueCheckinBodySchema,
  venueCheckinResponseSchema,
  venueCodeResponseSchema,
} from "../../core/api/checkin";
import { ApiError } from "../platform/http/api-error";
import { defineRoute } from "../platform/http/define-route";
import { parsePathId } from "../platform/http/path-id";
import { siteOrigin } from "../platform/mail/site-origin";
import { readCheckinSecret } from "./checkin-env";
import { boothCodeOf, venueCodeOf } from "./editor-codes";
import { listMyAttendance } from "./my-attendance";
import { checkInAtVenue } from "./venue-checkin";
import { postAttendeeReviewRoute } from "./reviews/attendee-review-routes";
import { editorDoorLinkRoute } from "./door/door-routes";

const signedIn = { 401: { description: "No signed-in student" } };
const editorOnly = {
  401: {
    description: "Missing, wrong, expired or replayed editor signature (or EDITOR_WEBHOOK_SECRET is not configured)",
  },
};

/** Served by functions/venue-checkin.mts. */
export const venueCheckinRoute = defineRoute(
  {
    operationId: "venueCheckin",
    summary:
      "Checks the signed-in student in at the venue's door with the code its QR shows: their seat-holding entry of the event becomes attended " +
      "(attended_at now); a replay answers already_attended and changes nothing",
    paths: [apiPaths.venueCheckin],
    methods: ["POST"],
    auth: "student",
    params: eventInParamsSchema,
    body: venueCheckinBodySchema,
    response: venueCheckinResponseSchema,
    personal: true,
    otherResponses: {
      ...signedIn,
      404: { description: "Unknown or unpublished event" },
      409: {
        description:
          "checkin_refused with details.reason: no_entry (no seat-holding entry of the event), wrong_day (the schedule is not held today in JST, " +
          "has ended or was canceled), code_expired (a code of the schedule from an older window), invalid_code (not the schedule's code)",
      },
    },
  },
  async ({ db, params, body, requireViewer }) => {
    const viewer = await requireViewer();
    const eventId = parsePathId(params.event_id, "Event");
    return checkInAtVenue(db, { userId: viewer.userId, eventId, code: body.code, secret: readCheckinSecret() });
  },
);

export const myAttendanceRoute = defineRoute(
  {
    operationId: "listMyAttendance",
    summary:
      "The signed-in student's entries that hold or held a seat, or were canceled (entried, invited, elected, attended, absenced, canceled): " +
      "today's schedules (JST) first, then upcoming soonest first, then past latest first; tickets for upcoming seats, attendance for past ones",
    paths: [apiPaths.myAttendance],
    methods: ["GET"],
    auth: "student",
    response: attendanceResponseSchema,
    personal: true,
    otherResponses: signedIn,
  },
  async ({ db, requireViewer }) => {
    const viewer = await requireViewer();
    return listMyAttendance(db, viewer.userId, readCheckinSecret());
  },
);

/** Served by functions/editor-checkin-codes.mts: for tools with the editor signature, so no ajax marker and no CSRF. */
export const editorVenueCodeRoute = defineRoute(
  {
    operationId: "editorVenueCode",
    summary:
      "The door's current venue code of a schedule, the URL its QR opens, until when it is accepted and the QR as SVG (editor signature)",
    paths: [apiPaths.editorVenueCode],
    methods: ["GET"],
    auth: "editor",
    params: editorScheduleParamsSchema,
    response: venueCodeResponseSchema,
    ajaxMarker: false,
    personal: true,
    otherResponses: { ...editorOnly, 404: { description: "Unknown schedule" } },
  },
  async ({ db, url, params }) => {
    const code = await venueCodeOf(
      db,
      readCheckinSecret(),
      parsePathId(params.schedule_id, "Schedule"),
      siteOrigin(url),
    );
    if (!code) throw new ApiError(404, "not_found", "Schedule not found");
    return code;
  },
);

export const editorBoothCodeRoute = defineRoute(
  {
    operationId: "editorBoothCode",
    summary:
      "A booth's check-in code for today (JST), the URL its QR opens, until when it is accepted and the QR as SVG (editor signature)",
    paths: [apiPaths.editorBoothCode],
    methods: ["GET"],
    auth: "editor",
    params: editorBoothParamsSchema,
    response: boothCodeResponseSchema,
    ajaxMarker: false,
    personal: true,
    otherResponses: { ...editorOnly, 404: { description: "Unknown check-in company (booth)" } },
  },
  async ({ db, url, params }) => {
    const code = await boothCodeOf(
      db,
      readCheckinSecret(),
      parsePathId(params.event_checkinable_company_id, "Check-in company"),
      siteOrigin(url),
    );
    if (!code) throw new ApiError(404, "not_found", "Check-in company not found");
    return code;
  },
);

/** Check-in and attendance writes and reads of a student (functions/venue-checkin.mts). */
export const venueCheckinRoutes = [venueCheckinRoute, myAttendanceRoute, postAttendeeReviewRoute];
export const editorCheckinCodeRoutes = [editorVenueCodeRoute, editorBoothCodeRoute, editorDoorLinkRoute];
