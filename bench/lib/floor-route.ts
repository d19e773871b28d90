import { defineRoute, type ApiRoute } from "../../server/platform/http/define-route";
import { eventListQuerySchema, eventListResponseSchema } from "../../core/api/event-list";

export const FLOOR_PATH = "/api/v1/bench/floor";

/**
 * The floor of `bench:api`: the listing's own route stack (serveRoutes' checks, viewer auth, query validation, cache
 * headers) answering a constant, pre-serialised page, so the endpoints can be reported as a share of what this
 * machine's server could do at most. Absolute req/s vary from machine to machine; the ratio much less.
 */
export function floorRoute(page: string): ApiRoute {
  return defineRoute(
    {
      operationId: "benchFloor",
      summary: "A constant event list page (benchmark floor)",
      paths: [FLOOR_PATH],
      methods: ["GET"],
      auth: "viewer",
      query: eventListQuerySchema,
      response: eventListResponseSchema,
    },
    async () => new Response(page, { headers: { "Content-Type": "application/json" } }),
  );
}
