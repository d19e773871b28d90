import { z } from "zod";

/** GET /api/v1/healthcheck: 200 when the database answers, 503 otherwise (same shape). */
export const healthcheckResponseSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("ok"), database: z.literal("reachable") }),
  z.object({ status: z.literal("error"), database: z.literal("unreachable") }),
]);
export type HealthcheckResponse = z.infer<typeof healthcheckResponseSchema>;
