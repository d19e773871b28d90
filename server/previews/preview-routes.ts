import { apiPaths } from "../../core/api-paths";
import { eventDetailSchema, eventIdParamsSchema, schedulesResponseSchema } from "../../core/api/event-detail";
import { previewQuerySchema } from "../../core/api/event-previews";
import { buildEventDetail } from "../events/detail/build-event-detail";
import { eventNotFound, parseEventId } from "../event-records/event-id";
import { loadEventRow, type EventRecord } from "../event-records/load-event-row";
import { loadSchedules } from "../events/detail/load-schedules";
import type { Db } from "../../db/client";
import { defineRoute } from "../platform/http/define-route";
import { readPreviewEnv } from "./preview-env";
import { verifyPreviewToken } from "./preview-token";

const previewNotFound = {
  404: { description: "No event has this id, or the preview token is missing, forged or expired" },
} as const;

/** The event, published or not, when `token` is a valid preview token for it; otherwise 404 like an unknown id. */
async function loadPreviewedEvent(db: Db, eventIdSegment: string, token: string | undefined): Promise<EventRecord> {
  const eventId = parseEventId(eventIdSegment);
  if (!verifyPreviewToken(token, eventId, readPreviewEnv().PREVIEW_SECRET)) throw eventNotFound();
  return loadEventRow(db, eventId, "any");
}

export const getPreviewBasicInformationRoute = defineRoute(
  {
    operationId: "getEventPreviewBasicInformation",
    summary: "Detail (Reading A) of any event, unpublished included, for a signed preview link",
    paths: [apiPaths.eventPreviewBasicInformation],
    methods: ["GET"],
    auth: "preview",
    params: eventIdParamsSchema,
    query: previewQuerySchema,
    response: eventDetailSchema,
    // never shared: the token is the only key to unpublished content
    personal: true,
    otherResponses: previewNotFound,
  },
  async ({ params, query, db }) => buildEventDetail(db, await loadPreviewedEvent(db, params.event_id, query.token)),
);

export const listPreviewSchedulesRoute = defineRoute(
  {
    operationId: "listEventPreviewSchedules",
    summary: "Schedules of any event, unpublished included, for a signed preview link",
    paths: [apiPaths.eventPreviewSchedules],
    methods: ["GET"],
    auth: "preview",
    params: eventIdParamsSchema,
    query: previewQuerySchema,
    response: schedulesResponseSchema,
    personal: true,
    otherResponses: previewNotFound,
  },
  async ({ params, query, db }) => {
    const event = await loadPreviewedEvent(db, params.event_id, query.token);
    return { schedules: await loadSchedules(db, event.id) };
  },
);

export const previewRoutes = [getPreviewBasicInformationRoute, listPreviewSchedulesRoute];
