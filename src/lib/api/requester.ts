import { readBrowserCookie } from "./cookies";
import { isInvalidTokenResponse } from "./invalid-token";
import { parseApiErrorBody } from "./api-error-body";
import { FetchError, InvalidResponseError, ResponseError, isAbortError } from "./errors";
import { abortPendingRequestsOnWindowUnload, trackPendingRequest } from "./pending-requests";
import { buildQueryString, type QueryParams } from "./query-string";
import {
  DEFAULT_RETRY_DELAY_MS,
  MAX_RETRIES_FOR_SAFE_METHODS,
  RETRYABLE_STATUSES,
  isRetryableMethod,
  retryDelayMs,
  waitForRetry,
} from "./retry-policy";

export type ResponseSchema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown };
};

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sync or async so that a token refresh (spec §4) can be awaited here without touching the client. `renew`: spec §8,
 * the API refused `rejected` (401 `invalid_token`): a fresh token to retry with once, or null to go on signed out.
 */
export type TokenProvider = (() => string | null | Promise<string | null>) & {
  renew?: (rejected: string) => Promise<string | null>;
};

export interface ApiClientOptions {
  /** Prefix for every path; default "" (same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Bearer token; default the `token` cookie (spec §9). */
  getToken?: TokenProvider;
  /** Double-submit CSRF token; default the `csrf_token` cookie. */
  getCsrfToken?: () => string | null;
  /** Delay before a retry when the response gives no usable `Retry-After`. */
  retryDelayMs?: number;
}

export interface ApiRequest<T> {
  method?: HttpMethod;
  /** Path below `baseUrl`, already encoded, e.g. `/api/v1/feature_flags/video_bundles`. */
  path: string;
  query?: QueryParams;
  /** Serialised as JSON (Dates become ISO 8601); a Blob (a chosen file) is sent as its bytes, with its type. */
  body?: unknown;
  /** Extra request headers, e.g. `Idempotency-Key`; they cannot replace the marker, CSRF or bearer headers. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Sees a 2xx answer's headers before its body is parsed (e.g. its `ETag`, for a conditional poll). */
  onHeaders?: (headers: Headers) => void;
  /**
   * Validates the parsed 2xx body; without it the parsed JSON (or null) is returned as is. Structural so that
   * a zod schema fits without the browser bundle importing zod; endpoint functions do not pass one (see api-error-body.ts).
   */
  schema?: ResponseSchema<T>;
  /** false: no retry here, the caller retries by the same rule (the data layer's queries, src/lib/data/query-client.ts) */
  retry?: boolean;
}

/** The transport every endpoint function is written against (spec §7 request rules, §8 errors). */
export interface ApiRequester {
  request<T = unknown>(request: ApiRequest<T>): Promise<T>;
}

const defaultTokenProvider: TokenProvider = () => readBrowserCookie("token");
const defaultCsrfTokenProvider = () => readBrowserCookie("csrf_token");

export function createApiRequester(options: ApiClientOptions = {}): ApiRequester {
  const baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
  // Resolved per call so that a fetch installed after start-up (polyfill, test double) is used.
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getToken = options.getToken ?? defaultTokenProvider;
  const getCsrfToken = options.getCsrfToken ?? defaultCsrfTokenProvider;
  const fallbackRetryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  /** `bearer`: the token to send instead of the provider's (after a renewal; null: none). */
  async function buildHeaders(
    extra: Readonly<Record<string, string>>,
    contentType: string,
    bearer?: string | null,
  ): Promise<Headers> {
    const headers = new Headers({
      ...extra,
      Accept: "application/json",
      "Content-Type": contentType,
      "X-Requested-With": "XMLHttpRequest",
    });
    const csrfToken = getCsrfToken();
    if (csrfToken) headers.set("X-CSRF-Token", csrfToken);
    const token = bearer === undefined ? await getToken() : bearer;
    if (token) headers.set("Authorization", `Bearer ${token}`);
    return headers;
  }

  async function send<T>(request: ApiRequest<T>, signal: AbortSignal): Promise<T> {
    const method = request.method ?? "GET";
    const url = `${baseUrl}${request.path}${buildQueryString(request.query)}`;
    const binary = typeof Blob !== "undefined" && request.body instanceof Blob ? request.body : null;
    const body = binary ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
    const contentType = binary ? binary.type || "application/octet-stream" : "application/json";
    const maxRetries = request.retry !== false && isRetryableMethod(method) ? MAX_RETRIES_FOR_SAFE_METHODS : 0;

    // set once the API refused the token (spec §8): the renewed token, or null to retry signed out
    let renewed: string | null | undefined;
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      const headers = await buildHeaders(request.headers ?? {}, contentType, renewed);
      try {
        response = await fetchImpl(url, {
          method,
          headers,
          body,
          credentials: "include",
          signal,
        });
      } catch (error) {
        if (isAbortError(error) || signal.aborted) throw error;
        if (attempt < maxRetries) {
          await waitForRetry(fallbackRetryDelayMs, signal);
          continue;
        }
        throw new FetchError(error);
      }

      // An invalid token is refused before the call does anything, so even a mutation is sent again, once.
      const sentToken = headers.get("Authorization")?.slice("Bearer ".length);
      if (renewed === undefined && sentToken && isInvalidTokenResponse(response)) {
        await response.body?.cancel();
        renewed = (await getToken.renew?.(sentToken).catch(() => null)) ?? null;
        attempt -= 1;
        continue;
      }
      if (response.ok) {
        request.onHeaders?.(response.headers);
        return parseSuccess(response, request.schema);
      }
      if (attempt < maxRetries && RETRYABLE_STATUSES.has(response.status)) {
        await response.body?.cancel();
        await waitForRetry(retryDelayMs(response, fallbackRetryDelayMs), signal);
        continue;
      }
      throw new ResponseError(response, await readErrorBody(response));
    }
  }

  return {
    async request<T>(request: ApiRequest<T>): Promise<T> {
      abortPendingRequestsOnWindowUnload();
      const pending = trackPendingRequest(request.signal);
      try {
        return await send(request, pending.signal);
      } finally {
        pending.release();
      }
    },
  };
}

async function parseSuccess<T>(response: Response, schema: ResponseSchema<T> | undefined): Promise<T> {
  const text = response.status === 204 ? "" : await response.text();
  let parsed: unknown = null;
  if (text !== "") {
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new InvalidResponseError(response.status, error);
    }
  }
  if (!schema) return parsed as T;
  const result = schema.safeParse(parsed);
  if (!result.success) throw new InvalidResponseError(response.status, result.error);
  return result.data;
}

/** Reads the error envelope from a clone so that `ResponseError.response` stays readable. */
async function readErrorBody(response: Response) {
  try {
    return parseApiErrorBody(await response.clone().json());
  } catch {
    return null;
  }
}
