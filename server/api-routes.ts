import type { ApiRoute } from "./platform/http/define-route";
import { functionRoutes } from "./function-routes";
import type { RoutesByFunction } from "./openapi/build-openapi-document";
import { createOpenApiRoute } from "./openapi/openapi-route";
import { viewerAuth } from "./auth/authenticate";
import { editorAuth } from "./editor/verify-editor-request";
import { recruiterAuth } from "./recruiters/recruiter-auth";
import type { AuthStrategies } from "./platform/http/auth-strategies";

/** Every auth strategy, for serving all of `apiRoutes` at once (tests, benches); a function carries only its own. */
export const apiAuth: AuthStrategies = { ...viewerAuth, ...editorAuth, ...recruiterAuth };

export const openApiRoute = createOpenApiRoute(() => apiRoutesByFunction);

/**
 * Every API route by the function that serves it: the routes of every function (server/function-routes.ts, generated
 * from functions/*.mts by `npm run generate:functions`) and the OpenAPI document's own (functions/openapi.mts). The
 * document is built from this table, one tag per function.
 */
export const apiRoutesByFunction: RoutesByFunction = { ...functionRoutes, openapi: [openApiRoute] };

/** Every API route, in the table's order. */
export const apiRoutes: readonly ApiRoute[] = Object.values(apiRoutesByFunction).flat();
