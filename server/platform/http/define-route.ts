import type { Context } from "@netlify/functions";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { ApiError } from "./api-error";
import type { AuthStrategies, Recruiter, Viewer } from "./auth-strategies";
import { readJsonBody } from "./read-json-body";
import { parseQuery } from "./parse-query";
import { rejectUnstorableText } from "./unstorable-text";
import { validationError, type InputSource } from "./validation-error";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const mutatingMethods: ReadonlySet<string> = new Set<HttpMethod>(["POST", "PUT", "PATCH", "DELETE"]);

export function isMutatingMethod(method: string): boolean {
  return mutatingMethods.has(method);
}

type ObjectSchema = z.ZodObject<z.ZodRawShape, z.core.$ZodObjectConfig>;
type Parsed<S extends ObjectSchema | undefined> = S extends ObjectSchema ? z.output<S> : Record<string, never>;

/**
 * Who may call a route; the OpenAPI document's `security` of its operations says the same (with the CSRF double
 * submit that serveRoutes requires of every POST, PUT, PATCH and DELETE, whatever the route's auth).
 * - `public`: anyone. The handler cannot read the viewer (its input has no `viewer`/`requireViewer`).
 * - `viewer`: anyone; a signed-in student (session cookie or bearer token, by the `token_based_auth` flag) gets an
 *   answer of their own. A handler may still call `requireViewer()` for some inputs: document that 401.
 * - `student`: a signed-in student only. defineRoute answers 401 `unauthorized` to anyone else before it validates
 *   the input or runs the handler.
 * - `refresh`: the HttpOnly refresh cookie (the token refresh call); the handler checks it.
 * - `preview`: a signed preview token in the `token` query parameter; the handler checks it (404 without).
 * - `door`: a signed door token in the `X-Door-Token` header (the door screen for venue staff,
 *   server/checkin/door/); the handler checks it (401 `unauthorized` without a genuine, unexpired one).
 * - `editor`: an HMAC-SHA256 signature of timestamp, nonce, method, path and body with EDITOR_WEBHOOK_SECRET
 *   (`X-Mirai-Signature`, `X-Mirai-Timestamp`, `X-Mirai-Nonce`; tools and the CMS, not browsers: declare `ajaxMarker: false`).
 *   defineRoute checks it before it validates the input or runs the handler (401 `unauthorized`; each signature is
 *   accepted once: server/editor/verify-editor-request.ts).
 * - `recruiter`: `Authorization: Bearer <recruiter token>`, a company's own token (tools, not browsers: declare
 *   `ajaxMarker: false`, on any method). defineRoute checks it before it validates the input or runs the handler (401
 *   `unauthorized`; 429 `rate_limited` past the token's rate limit) and hands the handler `recruiter`
 *   (server/recruiters/recruiter-auth.ts). No cookie authenticates these calls, so a forged cross-site request
 *   cannot carry the credential (a browser sends an Authorization header only when the page's own script sets it,
 *   which cross-origin needs a CORS preflight we never allow): serveRoutes asks them for neither the ajax marker nor
 *   the CSRF double submit (isBrowserGuardFree). The same holds for `editor` routes (signature headers only).
 * The checks themselves are strategies the function entry hands to serveRoutes (auth-strategies.ts, strategyNeeded).
 */
export type RouteAuth = "public" | "viewer" | "student" | "refresh" | "preview" | "door" | "editor" | "recruiter";

/** The auths whose handlers may read the signed-in student. */
type ViewerAuth = Extract<RouteAuth, "viewer" | "student">;

/**
 * Routes authenticated by a header credential only (never a cookie), which need neither the ajax marker nor the
 * CSRF double submit on any method: the recruiter API and the editor calls.
 */
export function isBrowserGuardFree(route: Pick<RouteDefinition, "auth">): boolean {
  return route.auth === "recruiter" || route.auth === "editor";
}

export function readsViewer(auth: RouteAuth): auth is ViewerAuth {
  return auth === "viewer" || auth === "student";
}

/** Which strategy a route's `auth` needs, if any (`public`, `refresh`, `preview` and `door` routes check their own input). */
export function strategyNeeded(auth: RouteAuth): keyof AuthStrategies | null {
  if (readsViewer(auth)) return "viewer";
  if (auth === "editor" || auth === "recruiter") return auth;
  return null;
}

type RecruiterAccess = {
  /** The company whose token authenticated the call (checked before the handler runs). */
  recruiter: Recruiter;
};

type ViewerAccess = {
  /** The signed-in student, or null (looked up once per request, on first call). */
  viewer(): Promise<Viewer | null>;
  /** The signed-in student; throws 401 `unauthorized` for anonymous requests. */
  requireViewer(): Promise<Viewer>;
};

/** What a handler receives: validated params, query and body, plus the request itself. */
export type RouteInput<
  P extends ObjectSchema | undefined,
  Q extends ObjectSchema | undefined,
  B extends ObjectSchema | undefined,
  A extends RouteAuth = RouteAuth,
> = {
  req: Request;
  url: URL;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  context: Partial<Context>;
  cookies: Readonly<Record<string, string>>;
  /** Opened on first use, so routes that never touch the database never connect. */
  readonly db: Db;
} & (A extends ViewerAuth ? ViewerAccess : unknown) &
  (A extends "recruiter" ? RecruiterAccess : unknown);

/** A non-success response worth documenting beyond the common 400/403/405/500; without schema it is the error envelope. */
export type DocumentedResponse = {
  description: string;
  schema?: z.ZodType;
  /** an answer without a body (e.g. 304 Not Modified): documented without content */
  noBody?: true;
};

export type RouteDefinition<
  P extends ObjectSchema | undefined = ObjectSchema | undefined,
  Q extends ObjectSchema | undefined = ObjectSchema | undefined,
  B extends ObjectSchema | undefined = ObjectSchema | undefined,
  R extends z.ZodType = z.ZodType,
  A extends RouteAuth = RouteAuth,
> = {
  /** unique in the OpenAPI document; a route with several paths gets one operation per path */
  operationId: string;
  summary: string;
  /** who may call (see RouteAuth); becomes the operations' `security` in the OpenAPI document */
  auth: A;
  /**
   * Netlify `config.path` patterns, taken from `apiPaths` (core/api-paths.ts, where the browser takes them too);
   * the function file's `config.path` carries them as literals, since Netlify reads it statically, written by
   * `npm run generate:functions` (a test fails when it is stale).
   */
  paths: readonly [string, ...string[]];
  methods: readonly [HttpMethod, ...HttpMethod[]];
  params?: P;
  query?: Q;
  /** Use `z.strictObject` at every level: unknown fields are rejected, never stored (checked by a test). */
  body?: B;
  /**
   * The spec's free-body calls: any JSON object (or no body) is accepted and ignored, nothing of it is stored.
   * Without `body` and without this, a mutation accepts only an empty object.
   */
  freeBody?: boolean;
  /**
   * A binary request body (e.g. a PDF upload): defineRoute neither reads nor validates it, the handler reads `req`
   * itself and checks what it got (size, content). Documented as this media type, `format: binary`.
   */
  rawBody?: { mediaType: string; description: string };
  /** schema of the success body as sent on the wire */
  response: R;
  /** 302: a redirect for a plain link (`ajaxMarker: false`); the handler returns the ready Response with `Location` */
  successStatus?: 200 | 201 | 202 | 204 | 302;
  otherResponses?: Readonly<Record<number, DocumentedResponse>>;
  /** personal data: the response carries `Cache-Control: no-store` */
  personal?: boolean;
  /**
   * CDN cache lifetime of a public GET response (browsers always revalidate, see cache-control.ts); 0 means no-store.
   * Default 60. A function picks it per request URL (e.g. shorter for a narrower query whose answer must be fresher).
   */
  maxAgeSeconds?: number | ((url: URL) => number);
  /**
   * `false`: serveRoutes answers GETs of this route without the ajax marker (and sets no CSRF cookie on them), for
   * files fetched by plain links and calendar apps, which cannot send headers (the .ics routes). GET-only routes only,
   * except `recruiter` routes, which must declare it on every method (and need no CSRF token either).
   */
  ajaxMarker?: false;
  /** media type of the success body when it is not JSON (the handler returns a ready Response); `response` is then its schema */
  mediaType?: string;
  /** optional request headers the route reads, documented as header parameters (e.g. Idempotency-Key) */
  requestHeaders?: ReadonlyArray<{ name: string; description: string; maxLength?: number }>;
};

export type RouteHandler<
  P extends ObjectSchema | undefined,
  Q extends ObjectSchema | undefined,
  B extends ObjectSchema | undefined,
  R extends z.ZodType,
  A extends RouteAuth = RouteAuth,
> = (input: RouteInput<P, Q, B, A>) => Promise<z.input<R> | Response>;

/** The request as the dispatcher hands it over, after the ajax-marker, method and CSRF checks. */
export type RouteRequest = {
  req: Request;
  url: URL;
  params: Record<string, string>;
  context: Partial<Context>;
  cookies: Readonly<Record<string, string>>;
  db: () => Db;
  /** what serveRoutes was handed; it checked that the route's `auth` has its strategy */
  auth: AuthStrategies;
};

export type ApiRoute = RouteDefinition & { run(request: RouteRequest): Promise<Response> };

const emptyBodySchema = z.strictObject({});

function validate<S extends ObjectSchema>(schema: S, input: unknown, source: InputSource): z.output<S> {
  rejectUnstorableText(input, source);
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, input, source);
  return result.data;
}

const freeBodySchema = z.looseObject({});

async function readBody(
  req: Request,
  schema: ObjectSchema | undefined,
  freeBody: boolean,
  rawBody: boolean,
): Promise<unknown> {
  if (!isMutatingMethod(req.method) || rawBody) return {};
  const body = await readJsonBody(req);
  if (freeBody) {
    // nothing of a free body is read or stored: any JSON object will do, whatever text it holds
    const result = freeBodySchema.safeParse(body ?? {});
    if (!result.success) throw validationError(result.error, body, "body");
    return {};
  }
  if (!schema) return validate(emptyBodySchema, body ?? {}, "body");
  return validate(schema, body, "body");
}

/**
 * Declares one API operation: its paths, methods and zod schemas (which also feed the OpenAPI document) and the
 * handler. The handler returns a JSON-able value (sent with `successStatus`) or a ready Response.
 * Serve routes with `serveRoutes` (server/platform/http/serve-routes.ts).
 */
export function defineRoute<
  P extends ObjectSchema | undefined = undefined,
  Q extends ObjectSchema | undefined = undefined,
  B extends ObjectSchema | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends RouteAuth = RouteAuth,
>(definition: RouteDefinition<P, Q, B, R, A>, handler: RouteHandler<P, Q, B, R, A>): ApiRoute {
  if (isBrowserGuardFree(definition)) {
    if (definition.ajaxMarker !== false)
      throw new Error(`${definition.operationId}: ${definition.auth} routes are for tools: declare ajaxMarker: false`);
  } else if (definition.ajaxMarker === false && definition.methods.some((method) => method !== "GET")) {
    throw new Error(`${definition.operationId}: only GET routes may go without the ajax marker`);
  }
  async function run({ req, url, params, context, cookies, db, auth }: RouteRequest): Promise<Response> {
    let viewer: Promise<Viewer | null> | undefined;
    const findViewer = () => (viewer ??= auth.viewer!(req, cookies, db()));
    const requireViewer = async () => {
      const found = await findViewer();
      if (!found) throw new ApiError(401, "unauthorized", "Sign in first: this call needs a signed-in student");
      return found;
    };
    if (definition.auth === "student") await requireViewer();
    if (definition.auth === "editor") await auth.editor!(req, db());
    const recruiter = definition.auth === "recruiter" ? await auth.recruiter!(req, db()) : undefined;
    const input = {
      ...(readsViewer(definition.auth) ? { viewer: findViewer, requireViewer } : {}),
      ...(recruiter ? { recruiter } : {}),
      req,
      url,
      params: (definition.params ? validate(definition.params, params, "path") : {}) as Parsed<P>,
      query: (definition.query ? validate(definition.query, parseQuery(url.searchParams), "query") : {}) as Parsed<Q>,
      body: (await readBody(
        req,
        definition.body,
        definition.freeBody === true,
        definition.rawBody !== undefined,
      )) as Parsed<B>,
      context,
      cookies,
      get db() {
        return db();
      },
    } as RouteInput<P, Q, B, A>;
    const result = await handler(input);
    if (result instanceof Response) return result;
    const status = definition.successStatus ?? 200;
    if (status === 204) return new Response(null, { status });
    return Response.json(result, { status });
  }
  return { ...(definition as RouteDefinition), run };
}
