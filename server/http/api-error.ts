import type { ApiErrorBody, ApiErrorCode } from "../../src/domain/api/api-error";

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
