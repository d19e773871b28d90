import type { Config } from "@netlify/functions";
import { serveRoutes } from "../server/http/serve-routes";
import { signUpRoute } from "../server/users/sign-up-route";

export default serveRoutes([signUpRoute]);

export const config: Config = { path: ["/api/v1/users"] };
