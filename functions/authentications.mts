import type { Config } from "@netlify/functions";
import { authenticationRoutes } from "../server/auth/authentication-routes";
import { serveRoutes } from "../server/http/serve-routes";

export default serveRoutes(authenticationRoutes);

export const config: Config = {
  path: [
    "/api/v1/authentications/sign_in_mails",
    "/api/v1/authentications/sign_in_codes",
    "/api/v1/authentications/sign_in_links",
    "/api/v1/authentications/sign_out",
    "/api/v1/authentications/verify",
  ],
};
