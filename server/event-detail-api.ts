/**
 * The event detail API as its two functions serve it: routes of several areas (events, entries, previews, promotions)
 * under /api/v1/events/{event_id}/, composed here at the top as api-routes.ts composes them all, so that no area
 * imports another to list its routes.
 */
import type { ApiRoute } from "./platform/http/define-route";
import { previewRoutes } from "./previews/preview-routes";
import { promotionRoutes } from "./promotions/promotion-routes";
import { listScheduleCoursesRoute } from "./entries/courses/course-routes";
import { getScheduleLotteryRoute } from "./entries/lottery/lottery-routes";
import { recommendationRoutes } from "./events/recommendations/recommendation-routes";
import {
  getEnteredScheduleRoute,
  getEventDetailRoute,
  getEventLabelsRoute,
  getInternshipBasicInformationRoute,
  getMiraiHostingEventRoute,
  listCheckinCompaniesRoute,
  listEventSchedulesRoute,
  listOfficialCompaniesRoute,
  listOtherPublishedEventsRoute,
} from "./events/detail/event-detail-routes";

/** GET /api/v1/events/{event_id} and /app_api/v1/mirai_hosting_events/{event_id} (functions/event-detail.mts). */
export const eventDetailEntryRoutes: readonly ApiRoute[] = [getEventDetailRoute, getMiraiHostingEventRoute];

/** Everything under /api/v1/events/{event_id}/ and its app variants (functions/events-detail-resources.mts). */
export const eventDetailResourceRoutes: readonly ApiRoute[] = [
  getInternshipBasicInformationRoute,
  getEnteredScheduleRoute,
  listEventSchedulesRoute,
  getEventLabelsRoute,
  listOfficialCompaniesRoute,
  listOtherPublishedEventsRoute,
  listCheckinCompaniesRoute,
  getScheduleLotteryRoute,
  listScheduleCoursesRoute,
];

/** Every route of the event detail, recommendation, promotion and preview APIs. */
export const eventDetailRoutes: readonly ApiRoute[] = [
  ...eventDetailEntryRoutes,
  ...eventDetailResourceRoutes,
  ...previewRoutes,
  ...recommendationRoutes,
  ...promotionRoutes,
];
