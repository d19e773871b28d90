import {
  appEventFreeWordSearchQuerySchema,
  eventFreeWordSearchQuerySchema,
  eventListQuerySchema,
  eventListResponseSchema,
  miraiHostingEventsQuerySchema,
  pastEventsQuerySchema,
  pickupEventsResponseSchema,
} from "../../../src/domain/api/event-list";
import { defineRoute, type ApiRoute } from "../../http/define-route";
import { viewerAwareResponse } from "../../http/viewer-aware-response";
import {
  listEventsForQuery,
  listJointJobFairs,
  listMiraiHostingEvents,
  listPastEvents,
  listPickupEvents,
  searchEvents,
  searchJointJobFairs,
} from "./event-list-service";

const studentOnly = { 401: { description: "A parameter that needs a signed-in student was set (nobody can sign in yet)" } };
/** Lists change when editors publish; the CDN may hold an answer this long. */
const LIST_MAX_AGE_SECONDS = 60;

export const listEventsRoute = defineRoute(
  {
    operationId: "listEvents",
    summary: "Published events matching the filters, one page, with the total count",
    paths: ["/api/v1/events"],
    methods: ["GET"],
    query: eventListQuerySchema,
    response: eventListResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async ({ db, query, viewer }) => {
    const signedIn = await viewer();
    return viewerAwareResponse(await listEventsForQuery(db, query, new Date(), signedIn?.userId ?? null), signedIn);
  },
);

export const searchEventsRoute = defineRoute(
  {
    operationId: "searchEvents",
    summary: "Free-word search over title, description and company name/reading, ranked",
    paths: ["/api/v1/events/free_word_search"],
    methods: ["GET"],
    query: eventFreeWordSearchQuerySchema,
    response: eventListResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async ({ db, query, viewer }) => {
    const signedIn = await viewer();
    return viewerAwareResponse(await searchEvents(db, query, new Date(), signedIn?.userId ?? null), signedIn);
  },
);

export const listJointJobFairsRoute = defineRoute(
  {
    operationId: "listJointJobFairs",
    summary: "Published joint job fairs (gosetsu) matching the filters",
    paths: ["/api/v1/events/joint_job_fairs"],
    methods: ["GET"],
    query: eventListQuerySchema,
    response: eventListResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async ({ db, query, viewer }) => {
    const signedIn = await viewer();
    return viewerAwareResponse(await listJointJobFairs(db, query, new Date(), signedIn?.userId ?? null), signedIn);
  },
);

export const searchJointJobFairsRoute = defineRoute(
  {
    operationId: "searchJointJobFairs",
    summary: "Free-word search over joint job fairs (gosetsu)",
    paths: ["/api/v1/events/joint_job_fairs/free_word_search"],
    methods: ["GET"],
    query: eventFreeWordSearchQuerySchema,
    response: eventListResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async ({ db, query }) => searchJointJobFairs(db, query),
);

export const listPickupEventsRoute = defineRoute(
  {
    operationId: "listPickupEvents",
    summary: "Pickup and promoted events matching the filters",
    paths: ["/api/v1/pickup_events"],
    methods: ["GET"],
    query: eventListQuerySchema,
    response: pickupEventsResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async ({ db, query, viewer }) => {
    const signedIn = await viewer();
    return viewerAwareResponse(await listPickupEvents(db, query, new Date(), signedIn?.userId ?? null), signedIn);
  },
);

export const listPastEventsRoute = defineRoute(
  {
    operationId: "listPastEvents",
    summary: "Published events of a category whose schedules have all started",
    paths: ["/api/v1/events/past_events"],
    methods: ["GET"],
    query: pastEventsQuerySchema,
    response: eventListResponseSchema,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async ({ db, query, viewer }) => {
    const signedIn = await viewer();
    return viewerAwareResponse(await listPastEvents(db, query, new Date(), signedIn?.userId ?? null), signedIn);
  },
);

export const listMiraiHostingEventsRoute = defineRoute(
  {
    operationId: "listMiraiHostingEvents",
    summary: "Events hosted by Mirai itself, soonest schedule first",
    paths: ["/app_api/v1/mirai_hosting_events"],
    methods: ["GET"],
    query: miraiHostingEventsQuerySchema,
    response: eventListResponseSchema,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async ({ db, query, viewer }) => {
    const signedIn = await viewer();
    return viewerAwareResponse(await listMiraiHostingEvents(db, query, new Date(), signedIn?.userId ?? null), signedIn);
  },
);

export const appSearchEventsRoute = defineRoute(
  {
    operationId: "appSearchEvents",
    summary: "Free-word search of one category for the app",
    paths: ["/app_api/v1/events/free_word_search"],
    methods: ["GET"],
    query: appEventFreeWordSearchQuerySchema,
    response: eventListResponseSchema,
    otherResponses: studentOnly,
    maxAgeSeconds: LIST_MAX_AGE_SECONDS,
  },
  async ({ db, query, viewer }) => {
    const signedIn = await viewer();
    return viewerAwareResponse(await searchEvents(db, query, new Date(), signedIn?.userId ?? null), signedIn);
  },
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
