import type { HealthcheckResponse } from "@core/api/healthcheck";
import { apiPaths } from "@core/api-paths";
import { ResponseError } from "../errors";
import type { ApiRequester } from "../requester";
import type { EndpointOptions } from "./endpoint-options";

/**
 * GET /api/v1/healthcheck. The API answers 503 with the same body when the database is unreachable;
 * that answer is a result (`status: "error"`), not a failure.
 */
export async function getHealthcheck(
  client: ApiRequester,
  { signal }: EndpointOptions = {},
): Promise<HealthcheckResponse> {
  try {
    return await client.request({ path: apiPaths.healthcheck, signal });
  } catch (error) {
    if (error instanceof ResponseError && error.status === 503) {
      const body: unknown = await error.response.json().catch(() => null);
      if (isHealthcheckResponse(body)) return body;
    }
    throw error;
  }
}

function isHealthcheckResponse(body: unknown): body is HealthcheckResponse {
  return typeof body === "object" && body !== null && "status" in body && "database" in body;
}
