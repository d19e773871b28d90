import { authenticationRoutes } from "./auth/authentication-routes";
import { boothRoutes } from "./checkin/booths/booth-routes";
import { onlineCheckinRoutes } from "./checkin/online/online-routes";
import { refreshTokenRoute } from "./auth/refresh-route";
import { chatRoutes } from "./chats/chat-routes";
import { scoutRoutes } from "./scouts/scout-routes";
import { listCompanyGroupsRoute } from "./company-groups/company-group-routes";
import { companyRoutes } from "./companies/company-routes";
import { editorCheckinCodeRoutes, venueCheckinRoutes } from "./checkin/checkin-routes";
import { editorRebuildRoutes } from "./editor/rebuild-route";
import { myCourseRoutes } from "./entries/courses/course-routes";
import { calendarFeedRoutes, entryRoutes } from "./entries/entry-routes";
import { eventDetailRoutes } from "./event-detail-api";
import { eventListingRoutes } from "./events/listing";
import { getFeatureFlagRoute, listFeatureFlagsRoute } from "./feature-flags/feature-flag-routes";
import { graphqlRoute } from "./graphql/graphql-route";
import { popupRoutes } from "./popups/popup-routes";
import { privacyRoutes } from "./privacy/privacy-routes";
import { healthcheckRoute } from "./health/healthcheck-route";
import type { ApiRoute } from "./platform/http/define-route";
import { signUpRoute } from "./users/sign-up-route";
import { currentUserRoute } from "./users/current-user-route";
import { userSettingsRoutes } from "./users/user-settings-routes";
import { termsRoutes } from "./terms/terms-routes";
import { recordGoogleCustomCampaignRoute } from "./campaigns/google-custom-campaign-route";
import { createOpenApiRoute } from "./openapi/openapi-route";
import { listReviewsRoute } from "./reviews/review-routes";
import { recruiterRoutes } from "./recruiters/recruiter-routes";
import { studentSearchRoutes } from "./recruiters/student-search-routes";
import { recruiterScoutRoutes } from "./recruiters/recruiter-scout-routes";
import { getRegistrationVersionRoute, userRegistrationRoutes } from "./registration/routes";
import { viewerAuth } from "./auth/authenticate";
import { editorAuth } from "./editor/verify-editor-request";
import { recruiterAuth } from "./recruiters/recruiter-auth";
import type { AuthStrategies } from "./platform/http/auth-strategies";

/** Every auth strategy, for serving all of `apiRoutes` at once (tests, benches); a function carries only its own. */
export const apiAuth: AuthStrategies = { ...viewerAuth, ...editorAuth, ...recruiterAuth };

export const openApiRoute = createOpenApiRoute(() => apiRoutes);

/** Every API route; the OpenAPI document is built from this list and a test checks it against functions/. */
export const apiRoutes: readonly ApiRoute[] = [
  getFeatureFlagRoute,
  listFeatureFlagsRoute,
  listCompanyGroupsRoute,
  healthcheckRoute,
  ...eventListingRoutes,
  ...eventDetailRoutes,
  ...authenticationRoutes,
  refreshTokenRoute,
  signUpRoute,
  currentUserRoute,
  ...userSettingsRoutes,
  ...termsRoutes,
  recordGoogleCustomCampaignRoute,
  graphqlRoute,
  listReviewsRoute,
  ...companyRoutes,
  getRegistrationVersionRoute,
  ...userRegistrationRoutes,
  ...entryRoutes,
  ...myCourseRoutes,
  ...calendarFeedRoutes,
  ...boothRoutes,
  ...onlineCheckinRoutes,
  ...venueCheckinRoutes,
  ...editorCheckinCodeRoutes,
  ...editorRebuildRoutes,
  ...chatRoutes,
  ...scoutRoutes,
  ...recruiterRoutes,
  ...studentSearchRoutes,
  ...recruiterScoutRoutes,
  ...popupRoutes,
  ...privacyRoutes,
  openApiRoute,
];
