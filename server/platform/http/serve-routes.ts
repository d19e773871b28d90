import type { Context } from "@netlify/functions";
import { getDb, type Db } from "../../../db/client";
import { isDatabaseConnectionFailure } from "../../../db/connection-failure";
import { ApiError, apiErrorResponse, errorResponse, serviceUnavailableResponse } from "./api-error";
import { cacheHeadersFor } from "./cache-control";
import { parseCookieHeader } from "./cookies";
import {
  AJAX_MARKER_HEADER_NAME,
  AJAX_MARKER_VALUE,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  createCsrfToken,
  csrfSetCookie,
  csrfTokensMatch,
} from "./csrf";
import { isBrowserGuardFree, isMutatingMethod, strategyNeeded, type ApiRoute } from "./define-route";
import { matchPathPattern } from "./path-pattern";
import { apiSecurityHeaders, applySecurityHeaders } from "./security-headers";
import { afterResponse } from "./after-response";
import type { AuthStrategies } from "./auth-strategies";
import { describeError } from "../monitoring/scrub-error-text";
import { serverErrorReporter, type ServerErrorReporter } from "../monitoring/server-error-reporter";

export type ServeOptions = {
  /** Database for handlers; production uses `getDb()` (DATABASE_URL), tests pass their own. */
  db?: () => Db;
  /** Also accept `Sec-Fetch-Site: same-origin` in place of the ajax marker (the token refresh call). */
  sameOriginMarker?: boolean;
  /** Where unexpected errors (500) are reported; production uses SENTRY_DSN's (none when unset), tests pass their own. */
  errorReporter?: () => ServerErrorReporter | null;
  /** How callers are identified: one strategy for each kind of `auth` the routes declare (checked here, at load). */
  auth?: AuthStrategies;
};

/** A Netlify Functions v2 handler; `routes` lets tests and the OpenAPI check see what a function file serves. */
export type RoutesHandler = ((req: Request, context?: Partial<Context>) => Promise<Response>) & {
  readonly routes: readonly ApiRoute[];
};

/** `pattern` is the route path that matched: what logs and error reports name instead of the concrete URL. */
type Match = { route: ApiRoute; pattern: string; params: Record<string, string> };

function findRoutes(routes: readonly ApiRoute[], pathname: string): Match[] {
  const matches: Match[] = [];
  for (const route of routes) {
    for (const path of route.paths) {
      const params = matchPathPattern(path, pathname);
      if (params) {
        matches.push({ route, pattern: path, params });
        break;
      }
    }
  }
  return matches;
}

function selectRoute(routes: readonly ApiRoute[], method: string, pathname: string): Match {
  const matches = findRoutes(routes, pathname);
  if (matches.length === 0) throw new ApiError(404, "not_found", "No API endpoint at this path");
  const match = matches.find(({ route }) => route.methods.includes(method as ApiRoute["methods"][number]));
  if (match) return match;
  const allowed = [...new Set(matches.flatMap(({ route }) => route.methods))];
  throw new ApiError(405, "method_not_allowed", `Method ${method} is not allowed here`, { allow: allowed });
}

/**
 * Serves one or more routes as a Netlify function. Order of checks: ajax marker (403), path (404), method (405),
 * CSRF double submit on mutations (403; not for recruiter routes, see isBrowserGuardFree), then the route's
 * validation (400) and handler. A database that cannot be reached is a 503 `service_unavailable` with `Retry-After`,
 * logged as a warning and not reported (an outage, not a bug: docs/faults.md). Anything else unexpected is a generic
 * 500, logged and reported once (server/platform/monitoring) by route pattern, method, status and request id, without the
 * request body or query. Every response lacking a `csrf_token` cookie sets one.
 */
export function serveRoutes(routes: readonly ApiRoute[], options: ServeOptions = {}): RoutesHandler {
  const db = options.db ?? getDb;
  const auth = options.auth ?? {};
  for (const route of routes) {
    const needed = strategyNeeded(route.auth);
    if (needed && !auth[needed])
      throw new Error(`${route.operationId}: auth "${route.auth}" needs serveRoutes(routes, { auth: { ${needed} } })`);
  }
  const errorReporter = options.errorReporter ?? serverErrorReporter;

  async function respond(
    req: Request,
    url: URL,
    cookies: Record<string, string>,
    context: Partial<Context>,
    matched: { match?: Match },
  ) {
    const sameOrigin = options.sameOriginMarker === true && req.headers.get("sec-fetch-site") === "same-origin";
    if (
      req.headers.get(AJAX_MARKER_HEADER_NAME) !== AJAX_MARKER_VALUE &&
      !sameOrigin &&
      !isMarkerFree(routes, req.method, url.pathname)
    ) {
      throw new ApiError(
        403,
        "missing_ajax_marker",
        `The ${AJAX_MARKER_HEADER_NAME}: ${AJAX_MARKER_VALUE} header is required`,
      );
    }
    matched.match = selectRoute(routes, req.method, url.pathname);
    const { route, params } = matched.match;
    if (
      isMutatingMethod(req.method) &&
      !isBrowserGuardFree(route) &&
      !csrfTokensMatch(cookies[CSRF_COOKIE_NAME], req.headers.get(CSRF_HEADER_NAME))
    ) {
      throw new ApiError(
        403,
        "invalid_csrf_token",
        `The ${CSRF_HEADER_NAME} header must match the ${CSRF_COOKIE_NAME} cookie`,
      );
    }
    const response = await route.run({
      req,
      url,
      params: { ...params, ...presentParams(context.params) },
      context,
      cookies,
      db,
      auth,
    });
    return { route, response };
  }

  async function handle(req: Request, context: Partial<Context> = {}): Promise<Response> {
    const url = new URL(req.url);
    const cookies = parseCookieHeader(req.headers.get("cookie"));
    let route: ApiRoute | undefined;
    let response: Response;
    const matched: { match?: Match } = {};
    try {
      ({ route, response } = await respond(req, url, cookies, context, matched));
    } catch (error) {
      if (error instanceof ApiError) response = toErrorResponse(error);
      else
        response = await unexpectedErrorResponse(
          error,
          req,
          context,
          matched.match?.pattern ?? UNMATCHED_ROUTE,
          errorReporter(),
        );
    }
    return finalize(response, req, url, route, cookies[CSRF_COOKIE_NAME] === undefined && route?.ajaxMarker !== false);
  }

  return Object.assign(handle, { routes });
}

/**
 * A GET of a route declared `ajaxMarker: false` (files for links and calendar apps) needs no ajax marker, nor does
 * any call of a recruiter route (bearer token only, see isBrowserGuardFree).
 */
function isMarkerFree(routes: readonly ApiRoute[], method: string, pathname: string): boolean {
  const [match] = findRoutes(routes, pathname).filter(({ route }) =>
    route.methods.includes(method as ApiRoute["methods"][number]),
  );
  if (!match) return false;
  return match.route.ajaxMarker === false && (method === "GET" || isBrowserGuardFree(match.route));
}

/** Netlify's own `context.params` win; an optional segment that was left out may arrive as "" or undefined. */
function presentParams(params: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params ?? {}).filter(([, value]) => typeof value === "string" && value !== ""),
  );
}

function toErrorResponse(error: ApiError): Response {
  const response = apiErrorResponse(error);
  if (error.status === 405) {
    const { allow } = error.details as { allow: string[] };
    response.headers.set("Allow", allow.join(", "));
  }
  // RFC 6750 §3: the challenge that tells a client its bearer token, not the call, is at fault
  if (error.code === "invalid_token") response.headers.set("WWW-Authenticate", 'Bearer error="invalid_token"');
  const retryAfter = (error.details as { retry_after_seconds?: number } | undefined)?.retry_after_seconds;
  if (error.status === 429 && retryAfter !== undefined) response.headers.set("Retry-After", String(retryAfter));
  return response;
}

const UNMATCHED_ROUTE = "(no route)";

async function unexpectedErrorResponse(
  error: unknown,
  req: Request,
  context: Partial<Context>,
  route: string,
  reporter: ServerErrorReporter | null,
): Promise<Response> {
  if (isDatabaseConnectionFailure(error)) {
    // The failed query's text and parameters stay out of the log: the root cause alone says what happened.
    console.warn(`API ${req.method} ${route}: database unavailable (${rootCauseText(error)})`);
    return serviceUnavailableResponse();
  }
  const status = 500;
  console.error(`API ${req.method} ${route} failed`, describeError(error));
  if (reporter) {
    const requestId = context.requestId ?? req.headers.get("x-nf-request-id");
    await afterResponse(context, () =>
      reporter.report(error, { requestId, route, method: req.method, status }).catch(() => {}),
    );
  }
  return errorResponse(status, "internal_error", "An unexpected error occurred");
}

/** The innermost `cause` (pg's own error, without drizzle's query text): `code message`. Judged by shape (other realms). */
function rootCauseText(error: unknown): string {
  let current = error as { cause?: unknown; code?: unknown; message?: unknown } | null;
  while (typeof current?.cause === "object" && current.cause !== null) current = current.cause as typeof current;
  if (typeof current !== "object" || current === null) return String(current);
  return [current.code, current.message].filter((part) => typeof part === "string" && part !== "").join(" ");
}

function finalize(
  response: Response,
  req: Request,
  url: URL,
  route: ApiRoute | undefined,
  issueCsrfCookie: boolean,
): Response {
  const headers = new Headers(response.headers);
  if (issueCsrfCookie) headers.append("Set-Cookie", csrfSetCookie(createCsrfToken(), url));
  // a personal route may set its own Cache-Control only if it forbids storing too (e.g. `private, no-store`)
  const ownNoStore = /\bno-store\b/.test(headers.get("Cache-Control") ?? "");
  if ((route?.personal && !ownNoStore) || !headers.has("Cache-Control")) {
    headers.delete("Netlify-CDN-Cache-Control");
    for (const [name, value] of Object.entries(
      cacheHeadersFor(route, req.method, response.status, issueCsrfCookie, url),
    )) {
      headers.set(name, value);
    }
  }
  applySecurityHeaders(headers, apiSecurityHeaders());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
