import { apiPaths } from "../../../core/api-paths";
import {
  recommendedEventsQuerySchema,
  recommendedEventsResponseSchema,
  signupRecommendedEventsResponseSchema,
} from "../../../core/api/event-recommendations";
import { defineRoute } from "../../platform/http/define-route";
import { loadRecommendedEvents } from "./recommended-events";
import { loadSignupRecommendedEvents } from "./signup-recommended-events";

export const listRecommendedEventsRoute = defineRoute(
  {
    operationId: "listRecommendedEvents",
    summary:
      "Events to recommend next to an event: event_id, company_ids[] and event_category are required; graduate_year keeps those that suit the year",
    paths: [apiPaths.recommendedEvents, apiPaths.appRecommendedEvents],
    methods: ["GET"],
    auth: "public",
    query: recommendedEventsQuerySchema,
    response: recommendedEventsResponseSchema,
  },
  async ({ query, db }) => ({
    recommended_events: await loadRecommendedEvents(db, {
      eventId: query.event_id,
      companyIds: query.company_ids,
      category: query.event_category,
      per: query.per,
      graduateYear: query.graduate_year,
    }),
  }),
);

export const listSignupRecommendedEventsRoute = defineRoute(
  {
    operationId: "listSignupRecommendedEvents",
    summary: "Events recommended to the signed-in student right after sign-up; 401 when anonymous",
    paths: [apiPaths.signupRecommendedEvents],
    methods: ["GET"],
    auth: "student",
    response: signupRecommendedEventsResponseSchema,
    personal: true,
    otherResponses: { 401: { description: "No signed-in student" } },
  },
  async ({ db, requireViewer }) => {
    const viewer = await requireViewer();
    return { signup_recommended_events: await loadSignupRecommendedEvents(db, viewer.userId) };
  },
);

export const recommendationRoutes = [listRecommendedEventsRoute, listSignupRecommendedEventsRoute];
