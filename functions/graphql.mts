import type { Config } from "@netlify/functions";
import { graphqlRoute } from "../server/graphql/graphql-route";
import { serveRoutes } from "../server/http/serve-routes";

export default serveRoutes([graphqlRoute]);

export const config: Config = { path: ["/api/graphql"] };
