import { z } from "zod";
import { attendUrlResponseSchema, eventInParamsSchema } from "../../../core/api/checkin";
import { apiPaths } from "../../../core/api-paths";
import { eventPath } from "../../../core/routes";
import { defineRoute } from "../../platform/http/define-route";
import { loadEventRow } from "../../event-records/load-event-row";
import { parseEventId } from "../../event-records/event-id";
import { siteOrigin } from "../../platform/mail/site-origin";
import { attendOnline, loadAttendUrl } from "./online-attendance";

/** Served by functions/checkin-online.mts. */
export const getAttendUrlRoute = defineRoute(
  {
    operationId: "getAttendUrl",
    summary:
      "Whether the signed-in student's online schedule link is open (spec §7 status, attend_url); attend_url only when open",
    paths: [apiPaths.attendUrl],
    methods: ["GET"],
    auth: "student",
    params: eventInParamsSchema,
    response: attendUrlResponseSchema,
    personal: true,
    otherResponses: {
      401: { description: "No signed-in student" },
      404: { description: "No published event has this id" },
    },
  },
  async ({ params, db, url, requireViewer }) => {
    const { userId } = await requireViewer();
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    return loadAttendUrl(db, userId, event.id, siteOrigin(url));
  },
);

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "private, no-store" } });
}

/**
 * A plain link (no ajax marker): a person clicks it, so every answer is a page to land on. Open link → attendance
 * recorded, 302 to the schedule's live_url; anything else (anonymous, no entry, no link, too early, ended) → 302 to the
 * event's page, nothing recorded (the page says why from attend_url). 404 JSON only for an unknown or unpublished event.
 */
export const liveRedirectRoute = defineRoute(
  {
    operationId: "openLiveLink",
    summary:
      "A plain link: records the signed-in student's online attendance and redirects (302) to the live URL while the link is open; otherwise 302 to the event page, nothing recorded",
    paths: [apiPaths.liveRedirect],
    methods: ["GET"],
    auth: "viewer",
    ajaxMarker: false,
    params: eventInParamsSchema,
    response: z.null(),
    successStatus: 302,
    personal: true,
    otherResponses: {
      404: { description: "No published event has this id" },
    },
  },
  async ({ params, db, url, viewer }) => {
    const event = await loadEventRow(db, parseEventId(params.event_id), "published");
    const eventPage = `${siteOrigin(url)}${eventPath(event.category, event.id)}`;
    const student = await viewer();
    const liveUrl = student ? await attendOnline(db, student.userId, event.id) : null;
    return redirect(liveUrl ?? eventPage);
  },
);

export const onlineCheckinRoutes = [getAttendUrlRoute, liveRedirectRoute];
