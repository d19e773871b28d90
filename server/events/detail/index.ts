import type { ApiRoute } from "../../http/define-route";
import { listScheduleCoursesRoute } from "../../entries/courses/course-routes";
import { getScheduleLotteryRoute } from "../../entries/lottery/lottery-routes";
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
} from "./event-detail-routes";

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
