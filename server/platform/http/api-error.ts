import type { ApiErrorBody, ApiErrorCode } from "../../../core/api/api-error";

/** Thrown anywhere below a route handler to answer with the API's JSON error envelope. */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function errorResponse(status: number, code: ApiErrorCode, message: string, details?: unknown): Response {
  const body: ApiErrorBody = { error: { status, code, message, ...(details === undefined ? {} : { details }) } };
  return Response.json(body, { status });
}

export function apiErrorResponse(error: ApiError): Response {
  return errorResponse(error.status, error.code, error.message, error.details);
}

/** Seconds a client should wait before calling again while the database is unreachable (docs/faults.md). */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/** 503 `service_unavailable` with `Retry-After`: a transient outage (the database), not a fault of the call. */
export function serviceUnavailableResponse(): Response {
  const response = errorResponse(
    503,
    "service_unavailable",
    "The service is temporarily unavailable: try again shortly",
  );
  response.headers.set("Retry-After", String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
  return response;
}
