import type { ApiErrorBody } from "@core/api/api-error";

/**
 * The API's error envelope, checked by hand: the browser bundle carries no zod (it would add ~50 KB gzipped to
 * every page). The server side validates with `apiErrorBodySchema`, and API tests check every response against it.
 */
export function parseApiErrorBody(value: unknown): ApiErrorBody | null {
  if (!isRecord(value) || !isRecord(value.error)) return null;
  const { status, code, message, details } = value.error;
  if (
    typeof status !== "number" ||
    !Number.isInteger(status) ||
    typeof code !== "string" ||
    typeof message !== "string"
  )
    return null;
  return { error: { status, code, message, ...(details === undefined ? {} : { details }) } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
