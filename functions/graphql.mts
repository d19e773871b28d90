import type { Config } from "@netlify/functions";
import { graphqlRoute } from "../server/graphql/graphql-route";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { viewerAuth } from "../server/auth/authenticate";

export default serveRoutes([graphqlRoute], { auth: viewerAuth });

export const config: Config = { path: ["/api/graphql"] };
