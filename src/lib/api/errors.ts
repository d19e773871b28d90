import type { ApiErrorBody } from "@core/api/api-error";

/** Spec §8 "Non-2xx response". */
export class ResponseError extends Error {
  override readonly name = "ResponseError";
  readonly status: number;

  constructor(
    readonly response: Response,
    /** The parsed error envelope, or null when the body was not one. */
    readonly body: ApiErrorBody | null,
  ) {
    super("Response returned an error code");
    this.status = response.status;
  }
}

/** Spec §8 "Request failure with no alternative": the request never produced a response. */
export class FetchError extends Error {
  override readonly name = "FetchError";

  constructor(override readonly cause: unknown) {
    super("The request failed and the interceptors did not return an alternative response");
  }
}

/** Spec §5/§8 "Missing required field or parameter": names the parameter and the call. */
export class RequiredError extends Error {
  override readonly name = "RequiredError";

  constructor(
    readonly field: string,
    operation: string,
  ) {
    super(`Required parameter "${field}" was null or undefined when calling ${operation}().`);
  }
}

/** A 2xx response whose body is not valid JSON or does not match the endpoint's schema. */
export class InvalidResponseError extends Error {
  override readonly name = "InvalidResponseError";

  constructor(
    readonly status: number,
    override readonly cause: unknown,
  ) {
    super("Response body did not match the expected schema");
  }
}

/** True for the rejection of an aborted request (caller's signal or page unload). */
export function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}
