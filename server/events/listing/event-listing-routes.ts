import { apiPaths } from "../../../core/api-paths";
import {
  appEventFreeWordSearchQuerySchema,
  eventFreeWordSearchQuerySchema,
  eventListQuerySchema,
  eventListResponseSchema,
  miraiHostingEventsQuerySchema,
  pastEventsQuerySchema,
  pickupEventsResponseSchema,
} from "../../../core/api/event-list";
import type { Db } from "../../../db/client";
import type { Viewer } from "../../auth/authenticate";
import { defineRoute, type ApiRoute } from "../../platform/http/define-route";
import { anonymousJsonResponse, viewerAwareResponse } from "../../platform/http/viewer-aware-response";
import { anonymousListAnswers } from "./anonymous-list-answers";
import {
  hasStudentParameters,
  listEventsForQuery,
  listJointJobFairs,
  listMiraiHostingEvents,
  listPastEvents,
  listPickupEvents,
  searchEvents,
  searchJointJobFairs,
} from "./event-list-service";

const studentOnly = {
  401: {
    description:
      "A parameter that needs a signed-in student (companies_to_follow, …_graduate_year…, affiliated) was set while anonymous",
  },
};

type ViewerInput = {
  db: Db;
  url: URL;
  query: Parameters<typeof hasStudentParameters>[0];
  viewer(): Promise<Viewer | null>;
  requireViewer(): Promise<Viewer>;
};

/**
 * Lists carry the viewer's `clipped`; lists narrowed to the signed-in student (companies_to_follow, …) need one.
 * A signed-in answer is `private, no-store`, computed per request; anonymous answers stay public and CDN-cached,
 * varied on the credentials (see viewerAwareResponse), and the instance reuses them for up to a second
 * (anonymousListAnswers).
 */
async function forViewer(input: ViewerInput, list: (viewerId?: string) => Promise<unknown>): Promise<Response> {
  const viewer = hasStudentParameters(input.query) ? await input.requireViewer() : await input.viewer();
  if (viewer) return viewerAwareResponse(await list(viewer.userId), viewer);
  const key = input.url.pathname + input.url.search;
  return anonymousJsonResponse(
    await anonymousListAnswers(input.db).answer(key, async () => JSON.stringify(await list())),
  );
}
/** Lists change when editors publish; the CDN may hold an answer this long. */
const LIST_MAX_AGE_SECONDS = 60;

export const listEventsRoute = defineRoute(
  {
    operationId: "listEvents",
    summary: "Published events matching the filters, one page, with the total count",
    paths: [apiPaths.events],
    methods: ["GET"],
    auth: "viewer",
    query: eventListQuerySchema,
    response: eventListResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async (input) => forViewer(input, (viewerId) => listEventsForQuery(input.db, input.query, { viewerId })),
);

export const searchEventsRoute = defineRoute(
  {
    operationId: "searchEvents",
    summary: "Free-word search over title, description and company name/reading, ranked",
    paths: [apiPaths.eventsFreeWordSearch],
    methods: ["GET"],
    auth: "viewer",
    query: eventFreeWordSearchQuerySchema,
    response: eventListResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async (input) => forViewer(input, (viewerId) => searchEvents(input.db, input.query, { viewerId })),
);

export const listJointJobFairsRoute = defineRoute(
  {
    operationId: "listJointJobFairs",
    summary: "Published joint job fairs (gosetsu) matching the filters",
    paths: [apiPaths.jointJobFairs],
    methods: ["GET"],
    auth: "viewer",
    query: eventListQuerySchema,
    response: eventListResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async (input) => forViewer(input, (viewerId) => listJointJobFairs(input.db, input.query, { viewerId })),
);

export const searchJointJobFairsRoute = defineRoute(
  {
    operationId: "searchJointJobFairs",
    summary: "Free-word search over joint job fairs (gosetsu)",
    paths: [apiPaths.jointJobFairsFreeWordSearch],
    methods: ["GET"],
    auth: "viewer",
    query: eventFreeWordSearchQuerySchema,
    response: eventListResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async (input) => forViewer(input, (viewerId) => searchJointJobFairs(input.db, input.query, { viewerId })),
);

export const listPickupEventsRoute = defineRoute(
  {
    operationId: "listPickupEvents",
    summary: "Pickup and promoted events matching the filters",
    paths: [apiPaths.pickupEvents],
    methods: ["GET"],
    auth: "viewer",
    query: eventListQuerySchema,
    response: pickupEventsResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async (input) => forViewer(input, (viewerId) => listPickupEvents(input.db, input.query, { viewerId })),
);

export const listPastEventsRoute = defineRoute(
  {
    operationId: "listPastEvents",
    summary: "Published events of a category whose schedules have all started",
    paths: [apiPaths.pastEvents],
    methods: ["GET"],
    auth: "viewer",
    query: pastEventsQuerySchema,
    response: eventListResponseSchema,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async (input) => forViewer(input, (viewerId) => listPastEvents(input.db, input.query, { viewerId })),
);

export const listMiraiHostingEventsRoute = defineRoute(
  {
    operationId: "listMiraiHostingEvents",
    summary: "Events hosted by Mirai itself, soonest schedule first",
    paths: [apiPaths.appMiraiHostingEvents],
    methods: ["GET"],
    auth: "viewer",
    query: miraiHostingEventsQuerySchema,
    response: eventListResponseSchema,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async (input) => forViewer(input, (viewerId) => listMiraiHostingEvents(input.db, input.query, { viewerId })),
);

export const appSearchEventsRoute = defineRoute(
  {
    operationId: "appSearchEvents",
    summary: "Free-word search of one category for the app",
    paths: [apiPaths.appEventsFreeWordSearch],
    methods: ["GET"],
    auth: "viewer",
    query: appEventFreeWordSearchQuerySchema,
    response: eventListResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async (input) => forViewer(input, (viewerId) => searchEvents(input.db, input.query, { viewerId })),
);

export const eventListingRoutes: ApiRoute[] = [
  listEventsRoute,
  searchEventsRoute,
  listJointJobFairsRoute,
  searchJointJobFairsRoute,
  listPickupEventsRoute,
  listPastEventsRoute,
  listMiraiHostingEventsRoute,
  appSearchEventsRoute,
];
