import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { termsVersions, users } from "../../db/schema";
import { termsTypeValues as storedTermsTypes } from "../../db/schema/terms";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { termsTypeValues, unagreedTermsResponseSchema } from "../../core/api/terms";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { AUTH_MODES, credentialsFor } from "../testing/auth-modes";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { setTokenBasedAuth, signInAs, userIdByEmail, type SignedIn } from "../testing/sign-in-as";

const AGREEMENTS = "/app_api/v1/unagreed_terms/agreements";
const DAY_MS = 86_400_000;

let database: TestDatabase;
let terms: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  terms = (await loadFunction("terms")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function latestVersions(): Promise<{ terms: string; privacy: string }> {
  const rows = (
    await database.db.execute(sql`
      select distinct on (type) type, version from terms_versions where published_at <= now() order by type, published_at desc`)
  ).rows as { type: "terms" | "privacy"; version: string }[];
  return Object.fromEntries(rows.map((row) => [row.type, row.version])) as { terms: string; privacy: string };
}

async function agreementRows(userId: string): Promise<{ version: string; agreed_at: Date }[]> {
  return (
    await database.db.execute(sql`
      select tv.type || '/' || tv.version as version, ta.agreed_at from terms_agreements ta
      join terms_versions tv on tv.id = ta.terms_version_id where ta.user_id = ${userId} order by tv.id`)
  ).rows as { version: string; agreed_at: Date }[];
}

async function newStudent(): Promise<SignedIn> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `t${randomBytes(6).toString("hex")}@example.com`, uniqueId: randomBytes(16).toString("hex") })
    .returning({ id: users.id });
  return signInAs(database.db, row!.id);
}

async function call(path: string, options: ApiRequestOptions = {}) {
  const response = await terms(apiRequest(path, options));
  const body: unknown = response.status === 204 ? null : await response.json();
  return { status: response.status, body, cacheControl: response.headers.get("Cache-Control") };
}

function errorOf(body: unknown) {
  return apiErrorBodySchema.parse(body).error;
}

it("lists the same terms types as the database", () => {
  expect([...termsTypeValues]).toEqual([...storedTermsTypes]);
});

describe("GET /api/v1/unagreed_terms and /app_api/v1/unagreed_terms", () => {
  it.each(
    AUTH_MODES.flatMap((mode) => ["/api/v1/unagreed_terms", "/app_api/v1/unagreed_terms"].map((path) => [mode, path])),
  )(
    "in %s mode at %s: nothing for the demo student who agreed, both latest versions for the newcomer",
    async (mode, path) => {
      const latest = await latestVersions();
      const student = await signInAs(database.db, await userIdByEmail(database.db, "student@example.com"));
      const agreed = await call(path!, await credentialsFor(database.db, student, mode as "session" | "token"));
      expect(agreed.status).toBe(200);
      expect(agreed.cacheControl).toBe("no-store");
      expect(unagreedTermsResponseSchema.parse(agreed.body)).toEqual({ unagreed_terms: [] });

      const newcomer = await signInAs(database.db, await userIdByEmail(database.db, "newcomer@example.com"));
      const open = await call(path!, await credentialsFor(database.db, newcomer, mode as "session" | "token"));
      expect(unagreedTermsResponseSchema.parse(open.body)).toEqual({
        unagreed_terms: [
          { type: "terms", version: latest.terms },
          { type: "privacy", version: latest.privacy },
        ],
      });
    },
  );

  it("answers 401 when anonymous and 403 without the ajax marker", async () => {
    for (const path of ["/api/v1/unagreed_terms", "/app_api/v1/unagreed_terms"]) {
      const anonymous = await call(path);
      expect([path, anonymous.status, errorOf(anonymous.body).code]).toEqual([path, 401, "unauthorized"]);
      const student = await newStudent();
      expect((await call(path, { cookies: student.cookies, ajaxMarker: false })).status).toBe(403);
    }
  });
});

describe("POST /app_api/v1/unagreed_terms/agreements", () => {
  it.each(AUTH_MODES)(
    "in %s mode stores agreements with their time, answers what is left, and is idempotent",
    async (mode) => {
      const latest = await latestVersions();
      const student = await newStudent();
      const credentials = await credentialsFor(database.db, student, mode);
      const before = Date.now();
      const first = await call(AGREEMENTS, {
        method: "POST",
        body: { unagreed_terms: [{ type: "terms", version: latest.terms }] },
        ...credentials,
      });
      expect(first.status).toBe(200);
      expect(first.cacheControl).toBe("no-store");
      expect(unagreedTermsResponseSchema.parse(first.body)).toEqual({
        unagreed_terms: [{ type: "privacy", version: latest.privacy }],
      });
      const stored = await agreementRows(student.userId);
      expect(stored.map((row) => row.version)).toEqual([`terms/${latest.terms}`]);
      expect(new Date(stored[0]!.agreed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

      const again = await call(AGREEMENTS, {
        method: "POST",
        body: {
          unagreed_terms: [
            { type: "terms", version: latest.terms },
            { type: "privacy", version: latest.privacy },
            { type: "privacy", version: latest.privacy },
          ],
        },
        ...credentials,
      });
      expect(unagreedTermsResponseSchema.parse(again.body)).toEqual({ unagreed_terms: [] });
      const after = await agreementRows(student.userId);
      expect(after.map((row) => row.version)).toEqual([`terms/${latest.terms}`, `privacy/${latest.privacy}`]);
      expect(after[0]!.agreed_at).toEqual(stored[0]!.agreed_at);

      const getAfter = await call("/api/v1/unagreed_terms", credentials);
      expect(getAfter.body).toEqual({ unagreed_terms: [] });
    },
  );

  it("agreeing to an older version leaves the latest one unagreed", async () => {
    const latest = await latestVersions();
    const student = await newStudent();
    const older = (
      await database.db.execute(
        sql`select version from terms_versions where type = 'terms' and version <> ${latest.terms} order by published_at limit 1`,
      )
    ).rows[0] as { version: string };
    const result = await call(AGREEMENTS, {
      method: "POST",
      body: { unagreed_terms: [{ type: "terms", version: older.version }] },
      cookies: student.cookies,
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      unagreed_terms: [
        { type: "terms", version: latest.terms },
        { type: "privacy", version: latest.privacy },
      ],
    });
  });

  it("answers 400 naming the item that names no published version, and stores none of the others", async () => {
    const latest = await latestVersions();
    await database.db.insert(termsVersions).values({
      type: "terms",
      version: "2099-04-01",
      bodyMarkdown: "# future",
      publishedAt: new Date(Date.now() + 30 * DAY_MS),
    });
    const student = await newStudent();
    for (const [bad, parameter] of [
      [{ type: "privacy", version: "1999-01-01" }, "unagreed_terms[1]"],
      [{ type: "terms", version: "2099-04-01" }, "unagreed_terms[1]"],
      [{ type: "cookie", version: latest.terms }, "unagreed_terms[1].type"],
      [{ type: "terms" }, "unagreed_terms[1].version"],
    ] as const) {
      const result = await call(AGREEMENTS, {
        method: "POST",
        body: { unagreed_terms: [{ type: "terms", version: latest.terms }, bad] },
        cookies: student.cookies,
      });
      expect(result.status).toBe(400);
      expect(errorOf(result.body)).toMatchObject({
        code: "invalid_parameter",
        message: expect.stringContaining(`"${parameter}"`),
      });
    }
    expect(await agreementRows(student.userId)).toEqual([]);
    // the future version is not asked for either
    expect((await call("/app_api/v1/unagreed_terms", { cookies: student.cookies })).body).toEqual({
      unagreed_terms: [
        { type: "terms", version: latest.terms },
        { type: "privacy", version: latest.privacy },
      ],
    });
  });

  it("answers 400 for a missing, empty or extended body", async () => {
    const student = await newStudent();
    const missing = await call(AGREEMENTS, { method: "POST", body: {}, cookies: student.cookies });
    expect([missing.status, errorOf(missing.body).message]).toEqual([
      400,
      'Required parameter "unagreed_terms" is missing',
    ]);
    const empty = await call(AGREEMENTS, { method: "POST", body: { unagreed_terms: [] }, cookies: student.cookies });
    expect([empty.status, errorOf(empty.body).message]).toEqual([400, expect.stringContaining('"unagreed_terms"')]);
    const extra = await call(AGREEMENTS, {
      method: "POST",
      body: { unagreed_terms: [{ type: "terms", version: "x" }], force: true },
      cookies: student.cookies,
    });
    expect([extra.status, errorOf(extra.body).message]).toEqual([400, 'Unknown parameter "force"']);
    expect(await agreementRows(student.userId)).toEqual([]);
  });

  it("answers 401 anonymous, 403 without the CSRF header or the ajax marker, and stores nothing", async () => {
    const latest = await latestVersions();
    const body = { unagreed_terms: [{ type: "terms", version: latest.terms }] };
    const anonymous = await call(AGREEMENTS, { method: "POST", body });
    expect([anonymous.status, errorOf(anonymous.body).code]).toEqual([401, "unauthorized"]);
    const student = await newStudent();
    const noCsrf = await call(AGREEMENTS, { method: "POST", body, cookies: student.cookies, csrfHeader: null });
    expect([noCsrf.status, errorOf(noCsrf.body).code]).toEqual([403, "invalid_csrf_token"]);
    const noMarker = await call(AGREEMENTS, { method: "POST", body, cookies: student.cookies, ajaxMarker: false });
    expect([noMarker.status, errorOf(noMarker.body).code]).toEqual([403, "missing_ajax_marker"]);
    expect(await agreementRows(student.userId)).toEqual([]);
  });

  it("asks again once a newer version is published", async () => {
    const student = await signInAs(database.db, await userIdByEmail(database.db, "student@example.com"));
    await database.db.insert(termsVersions).values({
      type: "privacy",
      version: "2026-11-01",
      bodyMarkdown: "# new",
      publishedAt: new Date(Date.now() - 1000),
    });
    expect((await call("/api/v1/unagreed_terms", { cookies: student.cookies })).body).toEqual({
      unagreed_terms: [{ type: "privacy", version: "2026-11-01" }],
    });
  });
});
