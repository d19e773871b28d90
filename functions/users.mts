import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { signUpRoute } from "../server/users/sign-up-route";
import { userSettingsRoutes } from "../server/users/user-settings-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes([signUpRoute, ...userSettingsRoutes], { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/users",
    "/api/v1/users/graduate_year",
    "/app_api/v1/users/graduate_year",
    "/api/v1/users/receive_scout_message",
    "/api/v1/users/student_confirmation",
  ],
};
