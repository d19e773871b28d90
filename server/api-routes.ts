import type { ApiRoute } from "./http/define-route";
import { functionRoutes } from "./function-routes";
import { createOpenApiRoute } from "./openapi/openapi-route";
import { viewerAuth } from "./auth/authenticate";
import { editorAuth } from "./editor/verify-editor-request";
import { recruiterAuth } from "./recruiters/recruiter-auth";
import type { AuthStrategies } from "./http/auth-strategies";

/** Every auth strategy, for serving all of `apiRoutes` at once (tests, benches); a function carries only its own. */
export const apiAuth: AuthStrategies = { ...viewerAuth, ...editorAuth, ...recruiterAuth };

export const openApiRoute = createOpenApiRoute(() => apiRoutes);

/**
 * Every API route: the routes of every function (server/function-routes.ts, generated from functions/*.mts by
 * `npm run generate:functions`) and the OpenAPI document's own, which is built from this list.
 */
export const apiRoutes: readonly ApiRoute[] = [...Object.values(functionRoutes).flat(), openApiRoute];
