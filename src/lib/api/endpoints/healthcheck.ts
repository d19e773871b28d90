import { healthcheckResponseSchema, type HealthcheckResponse } from "../../../domain/api/healthcheck";
import { ResponseError } from "../errors";
import type { ApiRequester } from "../requester";
import type { EndpointOptions } from "./endpoint-options";

/**
 * GET /api/v1/healthcheck. The API answers 503 with the same body when the database is unreachable;
 * that answer is a result (`status: "error"`), not a failure.
 */
export async function getHealthcheck(client: ApiRequester, { signal }: EndpointOptions = {}): Promise<HealthcheckResponse> {
  try {
    return await client.request({ path: "/api/v1/healthcheck", schema: healthcheckResponseSchema, signal });
  } catch (error) {
    if (error instanceof ResponseError && error.status === 503) {
      const parsed = healthcheckResponseSchema.safeParse(await error.response.json().catch(() => null));
      if (parsed.success) return parsed.data;
    }
    throw error;
  }
}
