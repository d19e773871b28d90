import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { googleCustomCampaigns, users } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { apiRequest, type ApiRequestOptions } from "../testing/api-request";
import { AUTH_MODES, credentialsFor } from "../testing/auth-modes";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { setTokenBasedAuth, signInAs, userIdByEmail, type SignedIn } from "../testing/sign-in-as";

const PATH = "/api/v1/google_custom_campaigns";

let database: TestDatabase;
let campaigns: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  campaigns = (await loadFunction("campaigns")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await setTokenBasedAuth(database.db, false);
});

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function newStudent(): Promise<SignedIn> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `c${randomBytes(6).toString("hex")}@example.com`, uniqueId: randomBytes(16).toString("hex") })
    .returning({ id: users.id });
  return signInAs(database.db, row!.id);
}

function campaignRows(userId: string) {
  return database.db
    .select({
      utm_source: googleCustomCampaigns.utmSource,
      utm_medium: googleCustomCampaigns.utmMedium,
      utm_campaign: googleCustomCampaigns.utmCampaign,
      utm_term: googleCustomCampaigns.utmTerm,
      utm_content: googleCustomCampaigns.utmContent,
    })
    .from(googleCustomCampaigns)
    .where(eq(googleCustomCampaigns.userId, userId))
    .orderBy(googleCustomCampaigns.id);
}

async function post(body: unknown, options: ApiRequestOptions = {}) {
  const response = await campaigns(apiRequest(PATH, { method: "POST", body, ...options }));
  const text = await response.text();
  return { status: response.status, text, cacheControl: response.headers.get("Cache-Control") };
}

const errorOf = (text: string) => apiErrorBodySchema.parse(JSON.parse(text)).error;

const full = {
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "27_spring",
  utm_term: "インターン",
  utm_content: "banner_a",
};

describe("POST /api/v1/google_custom_campaigns", () => {
  it.each(AUTH_MODES)("in %s mode stores a row for the demo student and answers 204", async (mode) => {
    const userId = await userIdByEmail(database.db, "student@example.com");
    const signedIn = await signInAs(database.db, userId);
    const before = (await campaignRows(userId)).length;
    const result = await post(full, await credentialsFor(database.db, signedIn, mode));
    expect([result.status, result.text]).toEqual([204, ""]);
    expect(result.cacheControl).toBe("no-store");
    const stored = await campaignRows(userId);
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toEqual(full);
  });

  it("stores absent, null and empty values as null, and trims", async () => {
    const student = await newStudent();
    const result = await post(
      { utm_source: "  line ", utm_medium: "", utm_campaign: null },
      { cookies: student.cookies },
    );
    expect(result.status).toBe(204);
    expect(await campaignRows(student.userId)).toEqual([
      { utm_source: "line", utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
    ]);
  });

  it("answers 400 when no value is given, a value is too long or not a string, or a field is unknown; stores nothing", async () => {
    const student = await newStudent();
    const cases: [unknown, string][] = [
      [{}, "At least one of"],
      [{ utm_source: " ", utm_medium: null }, "At least one of"],
      [{ ...full, utm_term: "x".repeat(201) }, 'Invalid parameter "utm_term"'],
      [{ ...full, utm_content: 5 }, 'Invalid parameter "utm_content"'],
      [{ ...full, gclid: "abc" }, 'Unknown parameter "gclid"'],
    ];
    for (const [body, message] of cases) {
      const result = await post(body, { cookies: student.cookies });
      expect([JSON.stringify(body), result.status]).toEqual([JSON.stringify(body), 400]);
      expect(errorOf(result.text)).toMatchObject({
        code: "invalid_parameter",
        message: expect.stringContaining(message),
      });
    }
    expect(await campaignRows(student.userId)).toEqual([]);
  });

  it("answers 401 anonymous and 403 without the CSRF header or the ajax marker; stores nothing", async () => {
    const anonymous = await post(full);
    expect([anonymous.status, errorOf(anonymous.text).code]).toEqual([401, "unauthorized"]);
    const student = await newStudent();
    const noCsrf = await post(full, { cookies: student.cookies, csrfHeader: null });
    expect([noCsrf.status, errorOf(noCsrf.text).code]).toEqual([403, "invalid_csrf_token"]);
    const wrongCsrf = await post(full, {
      cookies: student.cookies,
      csrfHeader: "another-token-0123456789abcdefghijklmnop",
    });
    expect(wrongCsrf.status).toBe(403);
    const noMarker = await post(full, { cookies: student.cookies, ajaxMarker: false });
    expect([noMarker.status, errorOf(noMarker.text).code]).toEqual([403, "missing_ajax_marker"]);
    expect(await campaignRows(student.userId)).toEqual([]);
  });
});
