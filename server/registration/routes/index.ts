import { answerRouteList } from "./answer-routes";
import { registrationExtraRoutes } from "./registration-extra-routes";
import { getRegistrationVersionRoute, registrationRoutes } from "./registration-routes";
import { studentVerificationRoutes } from "./student-verification-routes";

export { getRegistrationVersionRoute };

/** Every route under /api/v1/user_registrations (functions/user-registrations.mts). */
export const userRegistrationRoutes = [
  ...registrationRoutes,
  ...answerRouteList,
  ...registrationExtraRoutes,
  ...studentVerificationRoutes,
];
