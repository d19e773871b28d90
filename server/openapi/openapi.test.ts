import { readdirSync } from "node:fs";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { openApiDocumentSchema } from "../../core/api/openapi-document";
import { REFRESH_COOKIE, SESSION_COOKIE } from "../../core/auth-cookies";
import { apiRoutes, apiRoutesByFunction } from "../api-routes";
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from "../platform/http/csrf";
import { isMutatingMethod, type ApiRoute, type RouteAuth } from "../platform/http/define-route";
import { toOpenApiPath } from "../platform/http/path-pattern";
import { apiRequest } from "../testing/api-request";
import { SCHEDULED_FUNCTIONS, isApiFunction } from "../testing/function-kinds";
import { functionsDirectory, loadFunction, type FunctionModule } from "../testing/load-function";
import { buildOpenApiDocument, securitySchemes, toJsonSchema } from "./build-openapi-document";

const functionNames = readdirSync(functionsDirectory)
  .filter((file) => file.endsWith(".mts"))
  .map((file) => file.replace(/\.mts$/, ""))
  .filter(isApiFunction);

let functions: Array<{ name: string; module: FunctionModule }>;

beforeAll(async () => {
  functions = await Promise.all(functionNames.map(async (name) => ({ name, module: await loadFunction(name) })));
});

const document = buildOpenApiDocument(apiRoutesByFunction);

type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  responses: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
};
const operation = (path: string, method: string) => document.paths[path]?.[method] as Operation | undefined;

/** Every object in a JSON schema forbids unknown properties. */
function forbidsUnknownProperties(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.every(forbidsUnknownProperties);
  if (schema === null || typeof schema !== "object") return true;
  const node = schema as Record<string, unknown>;
  if (node.type === "object" && node.additionalProperties !== false) return false;
  return Object.values(node).every(forbidsUnknownProperties);
}

describe("OpenAPI document", () => {
  it("tags each operation with the function that serves it, one described tag per function", () => {
    const tags = (document.tags ?? []) as Array<{ name: string; description: string }>;
    expect(tags.map(({ name }) => name).sort()).toEqual(Object.keys(apiRoutesByFunction).sort());
    for (const { name, description } of tags) expect(description).toContain(`functions/${name}.mts`);
    const servedBy = (path: string, method: string) => (document.paths[path]?.[method] as { tags: string[] }).tags;
    expect(servedBy("/api/v1/entries", "get")).toEqual(["entries"]);
    expect(servedBy("/api/v1/events/{event_id}", "get")).toEqual(["event-detail"]);
    expect(servedBy("/api/openapi.json", "get")).toEqual(["openapi"]);
  });

  it("is an OpenAPI 3.1 document", () => {
    expect(openApiDocumentSchema.parse(document).openapi).toBe("3.1.0");
  });

  it("has an operation for every path and method of every route", () => {
    for (const route of apiRoutes) {
      for (const path of route.paths) {
        for (const method of route.methods) {
          expect(operation(toOpenApiPath(path), method.toLowerCase())).toMatchObject({ summary: route.summary });
        }
      }
    }
  });

  it("gives every operation a unique operationId", () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((op) => (op as Operation).operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(["listCompanyGroups_api", "listCompanyGroups_app_api", "getFeatureFlag"]),
    );
  });

  it("documents path parameters, the ajax marker and the error envelope", () => {
    const getFlag = operation("/api/v1/feature_flags/{key}", "get");
    expect(getFlag?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "key", in: "path", required: true }),
        expect.objectContaining({ name: "X-Requested-With", in: "header", required: true }),
      ]),
    );
    expect(getFlag?.responses["404"]).toBeDefined();
    expect(document.components).toEqual({ schemas: { ApiError: toJsonSchema(apiErrorBodySchema) }, securitySchemes });
  });

  it("is served from the site's own origin: the paths carry /api, /app_api and /v1 themselves", () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
    expect(Object.keys(document.paths).every((path) => /^\/(api|app_api|v1)\//.test(path))).toBe(true);
  });

  it("declares the credentials the server reads, under the names it reads them by", () => {
    expect(securitySchemes).toMatchObject({
      sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
      bearerToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      refreshCookie: { type: "apiKey", in: "cookie", name: REFRESH_COOKIE },
      previewToken: { type: "apiKey", in: "query", name: "token" },
      csrfCookie: { type: "apiKey", in: "cookie", name: CSRF_COOKIE_NAME },
      csrfHeader: { type: "apiKey", in: "header", name: CSRF_HEADER_NAME },
    });
  });

  it("gives every operation a security entry that names only declared schemes", () => {
    for (const item of Object.values(document.paths)) {
      for (const op of Object.values(item) as Operation[]) {
        expect([op.operationId, Array.isArray(op.security)]).toEqual([op.operationId, true]);
        for (const name of op.security!.flatMap((requirement) => Object.keys(requirement)))
          expect(Object.keys(securitySchemes)).toContain(name);
      }
    }
  });

  /** Spelled out here rather than taken from the builder: what each declared auth must read as. */
  const credentialsOf: Record<RouteAuth, Array<Record<string, string[]>>> = {
    public: [{}],
    viewer: [{}, { sessionCookie: [] }, { bearerToken: [] }],
    student: [{ sessionCookie: [] }, { bearerToken: [] }],
    refresh: [{ refreshCookie: [] }],
    preview: [{ previewToken: [] }],
    door: [{ doorToken: [] }],
    editor: [{ editorSignature: [], editorTimestamp: [], editorNonce: [] }],
    recruiter: [{ recruiterToken: [] }],
  };

  it("states each route's declared auth as its operations' security, with the CSRF double submit on every mutation but the recruiter API's and the editor calls", () => {
    const csrf = { csrfCookie: [], csrfHeader: [] };
    for (const route of apiRoutes) {
      for (const path of route.paths) {
        for (const method of route.methods) {
          const expected =
            isMutatingMethod(method) && route.auth !== "recruiter" && route.auth !== "editor"
              ? credentialsOf[route.auth].map((credentials) => ({ ...credentials, ...csrf }))
              : route.auth === "public"
                ? [] // needs nothing at all
                : credentialsOf[route.auth];
          const op = operation(toOpenApiPath(path), method.toLowerCase());
          expect([route.operationId, method, op?.security]).toEqual([route.operationId, method, expected]);
          // the CSRF header is a security scheme now, not a parameter as well
          expect(op?.parameters.map((parameter) => parameter.name)).not.toContain(CSRF_HEADER_NAME);
        }
      }
    }
  });

  it("documents 401 wherever a signed-in student is required", () => {
    const studentRoutes = apiRoutes.filter((route) => route.auth === "student");
    expect(studentRoutes.length).toBeGreaterThan(0);
    for (const route of studentRoutes) {
      for (const path of route.paths) {
        for (const method of route.methods) {
          expect([route.operationId, operation(toOpenApiPath(path), method.toLowerCase())?.responses["401"]]).toEqual([
            route.operationId,
            expect.anything(),
          ]);
        }
      }
    }
  });

  it("requires every request body schema to reject unknown fields at every level", () => {
    for (const route of apiRoutes.filter((candidate) => candidate.body)) {
      expect([
        route.operationId,
        forbidsUnknownProperties(toJsonSchema(route.body as NonNullable<ApiRoute["body"]>)),
      ]).toEqual([route.operationId, true]);
    }
  });
});

describe("functions/", () => {
  it("are API functions (serveRoutes) unless listed as page functions", () => {
    for (const { name, module } of functions)
      expect([name, Array.isArray(module.default.routes)]).toEqual([name, true]);
  });

  it("serve exactly the registered routes, each once", () => {
    const served = functions.flatMap(({ module }) => module.default.routes);
    expect(new Set(served).size).toBe(served.length);
    expect(new Set(served)).toEqual(new Set(apiRoutes));
  });

  it.each(functionNames)("%s declares in config.path exactly the paths of its routes", (name) => {
    const fn = functions.find((candidate) => candidate.name === name);
    const routePaths = fn?.module.default.routes.flatMap((route) => route.paths) ?? [];
    expect(new Set([fn?.module.config.path].flat())).toEqual(new Set(routePaths));
  });

  it.each([...SCHEDULED_FUNCTIONS])("%s is a scheduled function: a cron schedule and no path", async (name) => {
    const { config } = await loadFunction(name);
    expect(config.schedule).toMatch(/^(\S+ ){4}\S+$/);
    expect(config.path).toBeUndefined();
  });

  it("serve the document at /api/openapi.json", async () => {
    const openapi = functions.find((candidate) => candidate.name === "openapi")?.module.default;
    const response = await openapi!(apiRequest("/api/openapi.json"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("answer a plain GET of the document, without the ajax marker, as tools load it by URL", async () => {
    const openapi = functions.find((candidate) => candidate.name === "openapi")?.module.default;
    const response = await openapi!(new Request("http://localhost:8888/api/openapi.json"));
    expect(response.status).toBe(200);
    expect((await response.json()) as { openapi: string }).toMatchObject({ openapi: "3.1.0" });
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
