import { readdirSync } from "node:fs";
import type { TestDatabase } from "../../../db/testing";
import { DEMO_USER_EMAILS } from "../../../db/seed";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import { SESSION_COOKIE } from "../../../core/auth-cookies";
import { apiRoutes, apiRoutesByFunction } from "../../api-routes";
import { revokeSession } from "../../auth/session-store";
import { buildOpenApiDocument } from "../../openapi/build-openapi-document";
import { apiRequest, type ApiRequestOptions } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { isApiFunction } from "../../testing/function-kinds";
import { functionsDirectory, loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { setTokenBasedAuth, signInAs, userIdByEmail, type SignedIn } from "../../testing/sign-in-as";
import { toOpenApiPath } from "./path-pattern";
import type { ApiRoute, RouteAuth } from "./define-route";

/**
 * Each route's declared `auth` (which the OpenAPI document states as `security`) against what its function really
 * answers, on a real database: anonymous calls of `student` routes get 401 before anything else is looked at, and
 * `public` and `viewer` routes let them through.
 */

type Handler = FunctionModule["default"];
type Call = { route: ApiRoute; method: string; path: string; label: string };

let database: TestDatabase;
let handlers: Handler[];
let student: SignedIn;

beforeAll(async () => {
  database = await openSeededDatabase();
  const names = readdirSync(functionsDirectory)
    .filter((file) => file.endsWith(".mts"))
    .map((file) => file.replace(/\.mts$/, ""))
    .filter(isApiFunction);
  handlers = await Promise.all(names.map(async (name) => (await loadFunction(name)).default));
  student = await signInAs(database.db, await userIdByEmail(database.db, DEMO_USER_EMAILS[0]));
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

/** Every path parameter, optional ones included, filled with "1". */
const concretePath = (pattern: string) => pattern.replace(/:[A-Za-z_][A-Za-z0-9_]*\??/g, "1");

const calls: Call[] = apiRoutes.flatMap((route) =>
  route.paths.flatMap((path) => route.methods.map((method) => ({ route, method, path, label: `${method} ${path}` }))),
);
const callsWith = (...auths: RouteAuth[]) => calls.filter((call) => auths.includes(call.route.auth));

/** The call as a browser sends it (ajax marker, CSRF cookie and header), with no body: the routes must answer before or at validation. */
async function send(call: Call, options: ApiRequestOptions = {}) {
  const handler = handlers.find((candidate) => candidate.routes.includes(call.route));
  if (!handler) throw new Error(`no function serves ${call.label}`);
  const response = await handler(apiRequest(concretePath(call.path), { method: call.method, ...options }), {
    ip: "198.51.100.77",
  });
  const body = (await response.json().catch(() => null)) as unknown;
  return { status: response.status, code: apiErrorBodySchema.safeParse(body).data?.error.code };
}

describe("student routes", () => {
  it("exist", () => {
    expect(callsWith("student").length).toBeGreaterThan(0);
  });

  it.each(callsWith("student").map((call) => [call.label, call] as const))(
    "%s answers 401 without a session",
    async (_label, call) => {
      expect(await send(call)).toEqual({ status: 401, code: "unauthorized" });
    },
  );

  it.each(callsWith("student").map((call) => [call.label, call] as const))(
    "%s answers 401 to the credentials of a signed-out session, in either mode (token mode: invalid_token)",
    async (_label, call) => {
      const signedOut = await signInAs(database.db, student.userId);
      await revokeSession(database.db, signedOut.sessionId);
      expect(await send(call, { cookies: signedOut.cookies, headers: signedOut.headers })).toEqual({
        status: 401,
        code: "unauthorized",
      });
      await setTokenBasedAuth(database.db, true);
      // spec §8: the ended session's bearer is an invalid token (the client refreshes it), not an anonymous call
      expect(await send(call, { cookies: signedOut.cookies, headers: signedOut.headers })).toEqual({
        status: 401,
        code: "invalid_token",
      });
    },
  );
});

describe("public and viewer routes", () => {
  it("exist", () => {
    expect(callsWith("public").length).toBeGreaterThan(0);
    expect(callsWith("viewer").length).toBeGreaterThan(0);
  });

  // Reached the route: at worst its validation (400) or lookup (404) answers, or its redirect (302, plain links), never the sign-in check or an error.
  it.each(callsWith("public", "viewer").map((call) => [`${call.label} (${call.route.auth})`, call] as const))(
    "%s is reachable without a session",
    async (_label, call) => {
      const { status } = await send(call);
      expect([call.label, [200, 202, 204, 302, 400, 404].includes(status) ? "reached" : status]).toEqual([
        call.label,
        "reached",
      ]);
    },
  );
});

describe("the other credentials", () => {
  it("refresh: the token refresh call answers 401 without the refresh cookie", async () => {
    for (const call of callsWith("refresh"))
      expect(await send(call)).toEqual({ status: 401, code: "invalid_refresh_token" });
  });

  it("preview: the preview calls answer 404 without a preview token, as for an unknown event", async () => {
    for (const call of callsWith("preview")) expect(await send(call)).toEqual({ status: 404, code: "not_found" });
  });

  it("door: the door screen answers 401 without a door token, a student's session or bearer token included", async () => {
    expect(callsWith("door").length).toBeGreaterThan(0);
    for (const call of callsWith("door")) {
      expect(await send(call)).toEqual({ status: 401, code: "unauthorized" });
      expect(await send(call, { cookies: student.cookies, headers: student.headers })).toEqual({
        status: 401,
        code: "unauthorized",
      });
    }
  });

  it("editor: the editor calls answer 401 without the editor token, a student's session or bearer token included", async () => {
    expect(callsWith("editor").length).toBeGreaterThan(0);
    for (const call of callsWith("editor")) {
      expect(await send(call)).toEqual({ status: 401, code: "unauthorized" });
      expect(await send(call, { cookies: student.cookies, headers: student.headers })).toEqual({
        status: 401,
        code: "unauthorized",
      });
    }
  });

  it("recruiter: the recruiter calls answer 401 without a recruiter token, a student's session or bearer token included", async () => {
    expect(callsWith("recruiter").length).toBeGreaterThan(0);
    for (const call of callsWith("recruiter")) {
      expect(await send(call)).toEqual({ status: 401, code: "unauthorized" });
      expect(await send(call, { cookies: student.cookies, headers: student.headers })).toEqual({
        status: 401,
        code: "unauthorized",
      });
      await setTokenBasedAuth(database.db, true);
      expect(await send(call, { cookies: student.cookies, headers: student.headers })).toEqual({
        status: 401,
        code: "unauthorized",
      });
    }
  });
});

describe("the documented alternatives of a student route", () => {
  const document = buildOpenApiDocument(apiRoutesByFunction);
  const verify = calls.find((call) => call.route.operationId === "verifySession")!;
  const security = (document.paths[toOpenApiPath(verify.path)]?.get as { security: Array<Record<string, string[]>> })
    .security;

  it("are the session cookie or the bearer token", () => {
    expect(security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
  });

  it("sessionCookie: the mirai_session cookie alone signs in while token_based_auth is off, and not while it is on", async () => {
    const cookies = { [SESSION_COOKIE]: student.cookies[SESSION_COOKIE]! };
    expect((await send(verify, { cookies })).status).toBe(200);
    await setTokenBasedAuth(database.db, true);
    expect(await send(verify, { cookies })).toEqual({ status: 401, code: "unauthorized" });
  });

  it("bearerToken: the Authorization header alone signs in while token_based_auth is on, and not while it is off", async () => {
    expect(await send(verify, { headers: student.headers })).toEqual({ status: 401, code: "unauthorized" });
    await setTokenBasedAuth(database.db, true);
    expect((await send(verify, { headers: student.headers })).status).toBe(200);
  });
});
