import { z } from "zod";
import { apiErrorBodySchema } from "../../core/api/api-error";
import type { OpenApiDocument } from "../../core/api/openapi-document";
import { ACCESS_TOKEN_COOKIE, REFRESH_COOKIE, SESSION_COOKIE } from "../../core/auth-cookies";
import { REFRESH_COOKIE_PATH } from "../auth/auth-cookies";
import { AJAX_MARKER_HEADER_NAME, AJAX_MARKER_VALUE, CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from "../platform/http/csrf";
import { isBrowserGuardFree, isMutatingMethod, type ApiRoute, type RouteAuth } from "../platform/http/define-route";
import { toOpenApiPath } from "../platform/http/path-pattern";

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  type?: unknown;
};

const errorRef = { $ref: "#/components/schemas/ApiError" };

/** Schemas describe what travels on the wire, i.e. what the receiving side parses: their input side. */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return jsonSchema;
}

function objectParameters(schema: z.ZodType | undefined, location: "path" | "query") {
  if (!schema) return [];
  const { properties = {}, required = [] } = toJsonSchema(schema);
  return Object.entries(properties).map(([name, property]) => ({
    // arrays travel as repeated bracketed keys (spec §7)
    name: location === "query" && property.type === "array" ? `${name}[]` : name,
    in: location,
    required: location === "path" || required.includes(name),
    schema: property,
  }));
}

function headerParameters(route: ApiRoute) {
  const marker =
    route.ajaxMarker === false
      ? []
      : [
          {
            name: AJAX_MARKER_HEADER_NAME,
            in: "header",
            required: true,
            schema: { type: "string", const: AJAX_MARKER_VALUE },
          },
        ];
  const others = (route.requestHeaders ?? []).map((header) => ({
    name: header.name,
    in: "header",
    required: false,
    description: header.description,
    schema: {
      type: "string",
      minLength: 1,
      ...(header.maxLength === undefined ? {} : { maxLength: header.maxLength }),
    },
  }));
  return [...marker, ...others];
}

const TOKEN_MODE = "the `token_based_auth` feature flag";

/** What the server accepts (server/auth/authenticate.ts, server/platform/http/serve-routes.ts), named for `security`. */
export const securitySchemes = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description:
      `The HttpOnly session cookie that sign-in sets. Authenticates while ${TOKEN_MODE} is off; ignored while it is on. ` +
      "A cookie of a signed-out, revoked or expired session counts as none.",
  },
  bearerToken: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      `\`Authorization: Bearer <access token>\`: the HS256 access token (15 minutes) that sign-in and GET /v1/auth/refresh set as the ` +
      `readable \`${ACCESS_TOKEN_COOKIE}\` cookie. Authenticates while ${TOKEN_MODE} is on; ignored while it is off. ` +
      "A token of a signed-out or revoked session counts as none.",
  },
  refreshCookie: {
    type: "apiKey",
    in: "cookie",
    name: REFRESH_COOKIE,
    description: `The HttpOnly refresh credential that sign-in sets (path ${REFRESH_COOKIE_PATH}); every refresh replaces it, and presenting a replaced one ends the session.`,
  },
  previewToken: {
    type: "apiKey",
    in: "query",
    name: "token",
    description:
      "The signed, expiring preview token of one event, as in the link `npm run preview-link` prints. Missing, forged or expired: 404.",
  },
  doorToken: {
    type: "apiKey",
    in: "header",
    name: "X-Door-Token",
    description:
      "The signed, expiring door token of one schedule or booth, from the fragment of the door link an editor issues " +
      "(`npm run editor -- door-link`, POST /v1/editor/door_links). Missing, malformed, forged or expired: 401.",
  },
  editorSignature: {
    type: "apiKey",
    in: "header",
    name: "X-Mirai-Signature",
    description:
      "`X-Mirai-Signature: sha256=<hex>`: HMAC-SHA256 with EDITOR_WEBHOOK_SECRET over `<X-Mirai-Timestamp>.<X-Mirai-Nonce>.<METHOD>.<path and query>.<body>` " +
      "(body empty for a GET), with `X-Mirai-Timestamp` (unix seconds) within 5 minutes of the server's clock; compared in constant time, " +
      "each signature accepted once (docs/editor-rebuilds.md). Missing, wrong, expired, replayed, or no secret configured on the server: 401.",
  },
  editorTimestamp: {
    type: "apiKey",
    in: "header",
    name: "X-Mirai-Timestamp",
    description:
      "Unix seconds of the editor signature (see editorSignature), at most 5 minutes from the server's clock.",
  },
  editorNonce: {
    type: "apiKey",
    in: "header",
    name: "X-Mirai-Nonce",
    description:
      "16 to 64 characters of `A-Z a-z 0-9 _ -`, new for every call, signed with the rest (see editorSignature): the same call may be made twice in one second.",
  },
  recruiterToken: {
    type: "http",
    scheme: "bearer",
    description:
      "`Authorization: Bearer mrt_…`: a company's own recruiter token (`npm run recruiter:token`), stored only as its SHA-256 and compared in " +
      "constant time. Missing, malformed, unknown or revoked: 401. At most 120 calls per minute per token: 429 `rate_limited` with Retry-After beyond.",
  },
  csrfCookie: {
    type: "apiKey",
    in: "cookie",
    name: CSRF_COOKIE_NAME,
    description:
      `CSRF double submit, required with every POST, PUT, PATCH and DELETE, signed in or not: this cookie and the ${CSRF_HEADER_NAME} ` +
      "header carrying the same value (403 `invalid_csrf_token` otherwise). Any API response to a request without the cookie sets it. " +
      "Not asked of the recruiter API nor of the editor calls, which no cookie authenticates.",
  },
  csrfHeader: {
    type: "apiKey",
    in: "header",
    name: CSRF_HEADER_NAME,
    description: `The value of the ${CSRF_COOKIE_NAME} cookie, repeated (CSRF double submit; see csrfCookie).`,
  },
} as const;

export type SecuritySchemeName = keyof typeof securitySchemes;
export type SecurityRequirement = Partial<Record<SecuritySchemeName, []>>;

/** The credentials each RouteAuth accepts, as alternatives; `{}` is "none": the call is open to anonymous callers too. */
const credentialsOf: Readonly<Record<RouteAuth, readonly SecurityRequirement[]>> = {
  public: [{}],
  viewer: [{}, { sessionCookie: [] }, { bearerToken: [] }],
  student: [{ sessionCookie: [] }, { bearerToken: [] }],
  refresh: [{ refreshCookie: [] }],
  preview: [{ previewToken: [] }],
  door: [{ doorToken: [] }],
  editor: [{ editorSignature: [], editorTimestamp: [], editorNonce: [] }],
  recruiter: [{ recruiterToken: [] }],
};

/**
 * The operation's `security`: the route's credentials, each with the CSRF double submit on mutations (serveRoutes), except
 * for recruiter and editor routes (header credentials only, isBrowserGuardFree).
 * A call that needs nothing at all says so with an empty list.
 */
export function securityFor(auth: RouteAuth, method: string): SecurityRequirement[] {
  const csrf: SecurityRequirement =
    isMutatingMethod(method) && !isBrowserGuardFree({ auth }) ? { csrfCookie: [], csrfHeader: [] } : {};
  const requirements = credentialsOf[auth].map((credentials) => ({ ...credentials, ...csrf }));
  return requirements.every((requirement) => Object.keys(requirement).length === 0) ? [] : requirements;
}

function jsonContent(schema: JsonSchema) {
  return { "application/json": { schema } };
}

const signedInOnly = {
  description: "No signed-in student (no credential, or one of a signed-out, revoked or expired session)",
  content: jsonContent(errorRef),
};

function operationFor(route: ApiRoute, path: string, method: string) {
  const successStatus = route.successStatus ?? 200;
  const responses: Record<string, unknown> = {
    [successStatus]:
      successStatus === 204
        ? { description: "Success" }
        : successStatus === 302
          ? {
              description: "Found: the Location header says where to go",
              headers: { Location: { schema: { type: "string" } } },
            }
          : {
              description: "Success",
              content: route.mediaType
                ? { [route.mediaType]: { schema: toJsonSchema(route.response) } }
                : jsonContent(toJsonSchema(route.response)),
            },
    400: {
      description: "Invalid parameter or malformed JSON; the message names the parameter",
      content: jsonContent(errorRef),
    },
    ...(route.auth === "student" ? { 401: signedInOnly } : {}),
    ...(route.ajaxMarker === false && (!isMutatingMethod(method) || isBrowserGuardFree(route))
      ? {}
      : {
          403: {
            description: isMutatingMethod(method) ? "Missing ajax marker or invalid CSRF token" : "Missing ajax marker",
            content: jsonContent(errorRef),
          },
        }),
    500: { description: "Unexpected error", content: jsonContent(errorRef) },
    503: {
      description:
        "The database cannot be reached right now (`service_unavailable`); call again after Retry-After seconds",
      headers: { "Retry-After": { schema: { type: "integer", minimum: 1 } } },
      content: jsonContent(errorRef),
    },
  };
  for (const [status, documented] of Object.entries(route.otherResponses ?? {})) {
    responses[status] = documented.noBody
      ? { description: documented.description }
      : {
          description: documented.description,
          content: jsonContent(documented.schema ? toJsonSchema(documented.schema) : errorRef),
        };
  }
  const namespace = path.split("/")[1] ?? "";
  return {
    operationId: route.paths.length > 1 ? `${route.operationId}_${namespace}` : route.operationId,
    summary: route.summary,
    security: securityFor(route.auth, method),
    parameters: [
      ...objectParameters(route.params, "path"),
      ...objectParameters(route.query, "query"),
      ...headerParameters(route),
    ],
    ...(route.body && isMutatingMethod(method)
      ? { requestBody: { required: true, content: jsonContent(toJsonSchema(route.body)) } }
      : {}),
    ...(route.rawBody && isMutatingMethod(method)
      ? {
          requestBody: {
            required: true,
            description: route.rawBody.description,
            content: { [route.rawBody.mediaType]: { schema: { type: "string", format: "binary" } } },
          },
        }
      : {}),
    ...(route.freeBody && isMutatingMethod(method)
      ? {
          requestBody: {
            required: false,
            description: "any JSON object; accepted and ignored",
            content: jsonContent({ type: "object" }),
          },
        }
      : {}),
    responses,
  };
}

/** The routes each function serves, by the function's name (`functions/<name>.mts`): server/api-routes.ts. */
export type RoutesByFunction = Readonly<Record<string, readonly ApiRoute[]>>;

/**
 * OpenAPI 3.1 document of the given routes, generated from their zod schemas (the single source of truth). Each
 * function is a tag, so a reader (the reference page, /api-reference) finds the operations grouped as they are served.
 */
export function buildOpenApiDocument(routesByFunction: RoutesByFunction): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [functionName, routes] of Object.entries(routesByFunction)) {
    for (const route of routes) {
      for (const path of route.paths) {
        const item = (paths[toOpenApiPath(path)] ??= {});
        for (const method of route.methods)
          item[method.toLowerCase()] = { tags: [functionName], ...operationFor(route, path, method) };
      }
    }
  }
  const tags = Object.keys(routesByFunction).map((name) => ({
    name,
    description: `The operations \`functions/${name}.mts\` serves.`,
  }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Mirai Career API",
      version: "1",
      description:
        "The API of the Mirai Career (ミライキャリア) site, served by its Netlify Functions on the site's own origin.",
      license: { name: "Proprietary (package.json: UNLICENSED): no license is granted" },
    },
    // Paths are absolute on the site (/api/v1/…, /app_api/v1/…, /v1/auth/…, /api/graphql), so the server is the origin itself.
    servers: [
      {
        url: "/",
        description: "The origin this document was fetched from: the site itself (local: http://localhost:8888)",
      },
    ],
    tags,
    paths,
    components: { schemas: { ApiError: toJsonSchema(apiErrorBodySchema) }, securitySchemes },
  };
}
