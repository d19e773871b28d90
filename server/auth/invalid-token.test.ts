import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../db/testing";
import { DEMO_USER_EMAILS } from "../../db/seed";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { setCookies } from "../testing/outbox";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { setTokenBasedAuth, signInAs, userIdByEmail } from "../testing/sign-in-as";
import { revokeSession } from "./session-store";

/** Spec §8 "Invalid token | invalid-token error, token treated as needing refresh". */
type Handler = FunctionModule["default"];
let database: TestDatabase;
let authentications: Handler;
let events: Handler;

beforeAll(async () => {
  database = await openSeededDatabase();
  authentications = (await loadFunction("authentications")).default;
  events = (await loadFunction("events-listing")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

const LIST = "/api/v1/events?category=seminar&per=5";
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function expectInvalidToken(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get("WWW-Authenticate")).toBe('Bearer error="invalid_token"');
  expect(response.headers.get("Cache-Control")).toContain("no-store");
  const body = apiErrorBodySchema.parse(await response.json());
  expect(body.error).toMatchObject({ status: 401, code: "invalid_token" });
}

async function demoStudent() {
  return signInAs(database.db, await userIdByEmail(database.db, DEMO_USER_EMAILS[0]));
}

describe("a bad bearer token in token mode", () => {
  it("is answered 401 invalid_token with the challenge header, on a student route and on a public list", async () => {
    const student = await demoStudent();
    await setTokenBasedAuth(database.db, true);
    const tampered = `${student.headers.Authorization!.slice("Bearer ".length, -2)}xx`;
    await expectInvalidToken(
      await authentications(apiRequest("/api/v1/authentications/verify", { headers: bearer(tampered) })),
    );
    await expectInvalidToken(await events(apiRequest(LIST, { headers: bearer(tampered) })));
    await expectInvalidToken(await events(apiRequest(LIST, { headers: { Authorization: "Bearer not a token" } })));
    // the good token still works
    const ok = await authentications(apiRequest("/api/v1/authentications/verify", { headers: student.headers }));
    expect([ok.status, await ok.json()]).toEqual([200, { valid: true }]);
  });

  it("is refused once its session has ended, though it has not expired yet", async () => {
    const student = await demoStudent();
    await setTokenBasedAuth(database.db, true);
    await revokeSession(database.db, student.sessionId);
    await expectInvalidToken(await events(apiRequest(LIST, { headers: student.headers })));
  });

  it("does not stop a sign-out: the cookies are cleared and the cookie's session ends", async () => {
    const student = await demoStudent();
    await setTokenBasedAuth(database.db, true);
    const out = await authentications(
      apiRequest("/api/v1/authentications/sign_out", {
        method: "POST",
        cookies: student.cookies,
        headers: bearer("x.y.z"),
      }),
    );
    expect(out.status).toBe(204);
    expect(setCookies(out).mirai_session!.attributes["max-age"]).toBe("0");
    const [row] = (
      await database.db.execute(
        sql`select revoked_at is not null as revoked from user_sessions where id = ${student.sessionId}`,
      )
    ).rows as { revoked: boolean }[];
    expect(row?.revoked).toBe(true);
  });
});

describe("requests without a bad token are unaffected", () => {
  it("anonymous: the public list answers 200 with its CDN caching, in both modes", async () => {
    for (const tokenMode of [false, true]) {
      await setTokenBasedAuth(database.db, tokenMode);
      const response = await events(apiRequest(LIST));
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
      expect(response.headers.get("Netlify-CDN-Cache-Control")).toMatch(/^public, durable, max-age=\d+/);
      expect(response.headers.get("WWW-Authenticate")).toBeNull();
    }
  });

  it("session mode reads the session cookie, not a bearer: a stale token cookie's header is ignored", async () => {
    const student = await demoStudent();
    const response = await authentications(
      apiRequest("/api/v1/authentications/verify", { cookies: student.cookies, headers: bearer("x.y.z") }),
    );
    expect([response.status, await response.json()]).toEqual([200, { session_valid: true }]);
  });
});
