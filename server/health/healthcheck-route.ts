import { apiPaths } from "../../core/api-paths";
import { healthcheckResponseSchema, type HealthcheckResponse } from "../../core/api/healthcheck";
import { defineRoute } from "../platform/http/define-route";
import { isDatabaseReachable } from "./database-health";

export const healthcheckRoute = defineRoute(
  {
    operationId: "getHealthcheck",
    summary: "Service health: whether the database answers",
    paths: [apiPaths.healthcheck],
    methods: ["GET"],
    auth: "public",
    response: healthcheckResponseSchema,
    otherResponses: { 503: { description: "The database does not answer", schema: healthcheckResponseSchema } },
    maxAgeSeconds: 0,
  },
  async ({ db }) => {
    if (await isDatabaseReachable(db)) return { status: "ok", database: "reachable" } satisfies HealthcheckResponse;
    const body: HealthcheckResponse = { status: "error", database: "unreachable" };
    return Response.json(body, { status: 503 });
  },
);
