import type { Config } from "@netlify/functions";
import { authenticationRoutes } from "../server/auth/authentication-routes";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { currentUserRoute } from "../server/users/current-user-route";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes([...authenticationRoutes, currentUserRoute], { auth: viewerAuth });

export const config: Config = {
  path: [
    "/api/v1/authentications/sign_in_mails",
    "/api/v1/authentications/sign_in_codes",
    "/api/v1/authentications/sign_in_links",
    "/api/v1/authentications/sign_out",
    "/api/v1/authentications/verify",
    "/api/v1/authentications/current_user_information",
  ],
};
