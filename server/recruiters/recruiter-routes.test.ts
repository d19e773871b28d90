import { asc, eq, sql } from "drizzle-orm";
import { companies, recruiterTokens } from "../../db/schema";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { recruiterCompanyResponseSchema } from "../../core/api/recruiters";
import { sha256Hex } from "../auth/secret-tokens";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { RECRUITER_RATE_LIMIT, recruiterRateLimitBucket, requireRecruiter } from "./recruiter-auth";
import {
  createRecruiterToken,
  hashRecruiterToken,
  listRecruiterTokens,
  RECRUITER_TOKEN_PATTERN,
  revokeRecruiterToken,
} from "./recruiter-tokens";

const PATH = "/api/v1/recruiter/company";

let database: TestDatabase;
let recruiterFunction: FunctionModule["default"];
let companyA: { id: number; name: string };
let companyB: { id: number; name: string };

beforeAll(async () => {
  database = await openSeededDatabase();
  recruiterFunction = (await loadFunction("recruiter")).default;
  [companyA, companyB] = (await database.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(2)) as [{ id: number; name: string }, { id: number; name: string }];
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type Answer = { status: number; body: unknown; headers: Headers };

/** A call as a company's tool makes it: no cookies, no ajax marker, no CSRF token; only the Authorization header, if any. */
async function call(authorization?: string): Promise<Answer> {
  const request = apiRequest(PATH, {
    ajaxMarker: false,
    csrfCookie: null,
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });
  const response = await recruiterFunction(request);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const errorOf = (answer: Answer) => apiErrorBodySchema.parse(answer.body).error;
const bearer = (token: string) => `Bearer ${token}`;

describe("recruiter tokens", () => {
  it("are mrt_ and 32 random bytes (base64url), a new one each time", async () => {
    const first = await createRecruiterToken(database.db, companyA.id, "first");
    const second = await createRecruiterToken(database.db, companyA.id, "second");
    expect(first.token).toMatch(RECRUITER_TOKEN_PATTERN);
    expect(Buffer.from(first.token.slice(4), "base64url")).toHaveLength(32);
    expect(second.token).not.toBe(first.token);
    expect(second.id).not.toBe(first.id);
  });

  it("are stored as their SHA-256 only, never in plain text", async () => {
    const { id, token } = await createRecruiterToken(database.db, companyA.id, "stored");
    const [row] = await database.db.select().from(recruiterTokens).where(eq(recruiterTokens.id, id));
    expect(row!.tokenHash).toBe(sha256Hex(token));
    expect(hashRecruiterToken(token)).toMatch(/^[0-9a-f]{64}$/);
    const whole = await database.db.execute<{ row: string }>(
      sql`select row_to_json(t)::text as row from recruiter_tokens t where id = ${id}`,
    );
    expect(whole.rows[0]!.row).not.toContain(token.slice(4));
  });

  it("are listed per company without their hashes", async () => {
    const { id } = await createRecruiterToken(database.db, companyB.id, "listed");
    const listed = await listRecruiterTokens(database.db, companyB.id);
    expect(listed.map((token) => token.id)).toContain(id);
    expect(listed.every((token) => token.companyId === companyB.id)).toBe(true);
    for (const token of listed)
      expect(Object.keys(token).sort()).toEqual(["companyId", "createdAt", "id", "label", "lastUsedAt", "revokedAt"]);
  });

  it("are revoked once", async () => {
    const { id } = await createRecruiterToken(database.db, companyA.id, "revoked once");
    expect(await revokeRecruiterToken(database.db, id)).toBe(true);
    expect(await revokeRecruiterToken(database.db, id)).toBe(false);
    expect(await revokeRecruiterToken(database.db, 999_999)).toBe(false);
  });
});

describe("GET /api/v1/recruiter/company", () => {
  it("answers the token's company and the token, not stored, without cookies", async () => {
    const { id, token } = await createRecruiterToken(database.db, companyA.id, "ATS sync");
    const answer = await call(bearer(token));
    expect(answer.status).toBe(200);
    const body = recruiterCompanyResponseSchema.parse(answer.body);
    expect(body.company).toEqual({ id: companyA.id, name: companyA.name });
    expect([body.token.id, body.token.label]).toEqual([id, "ATS sync"]);
    expect(JSON.stringify(answer.body)).not.toContain(token.slice(4));
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });

  it("shows another company's token its own company only", async () => {
    const a = await createRecruiterToken(database.db, companyA.id, "a");
    const b = await createRecruiterToken(database.db, companyB.id, "b");
    expect(recruiterCompanyResponseSchema.parse((await call(bearer(a.token))).body).company.id).toBe(companyA.id);
    expect(recruiterCompanyResponseSchema.parse((await call(bearer(b.token))).body).company).toEqual({
      id: companyB.id,
      name: companyB.name,
    });
  });

  it("sets the token's last_used_at", async () => {
    const { id, token } = await createRecruiterToken(database.db, companyA.id, "used");
    const before = new Date();
    expect((await call(bearer(token))).status).toBe(200);
    const [row] = await database.db
      .select({ lastUsedAt: recruiterTokens.lastUsedAt })
      .from(recruiterTokens)
      .where(eq(recruiterTokens.id, id));
    expect(row!.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it.each([
    ["no Authorization header", undefined],
    ["an empty header", ""],
    ["Bearer with nothing", "Bearer "],
    ["Bearer with garbage", "Bearer garbage"],
    ["Bearer with a token of the right shape nobody was given", `Bearer mrt_${"A".repeat(43)}`],
    ["another scheme", `Basic ${Buffer.from("user:pass").toString("base64")}`],
  ])("answers 401 to %s", async (_label, authorization) => {
    const answer = await call(authorization);
    expect([answer.status, errorOf(answer).code]).toEqual([401, "unauthorized"]);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 401 to a wrong token: a real one changed by a character, or its hash", async () => {
    const { token } = await createRecruiterToken(database.db, companyA.id, "wrong");
    const changed = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect((await call(bearer(changed))).status).toBe(401);
    expect((await call(bearer(hashRecruiterToken(token)))).status).toBe(401);
    expect((await call(`Bearer  ${token}`)).status).toBe(401);
  });

  it("answers 401 to a revoked token", async () => {
    const { id, token } = await createRecruiterToken(database.db, companyA.id, "to revoke");
    expect((await call(bearer(token))).status).toBe(200);
    await revokeRecruiterToken(database.db, id);
    const answer = await call(bearer(token));
    expect([answer.status, errorOf(answer).code]).toEqual([401, "unauthorized"]);
  });

  it("answers 429 with Retry-After past 120 calls a minute per token, other tokens unaffected, until the window has passed", async () => {
    expect(RECRUITER_RATE_LIMIT).toEqual({ maxTries: 120, windowSeconds: 60 });
    const { id, token } = await createRecruiterToken(database.db, companyA.id, "busy");
    const other = await createRecruiterToken(database.db, companyA.id, "quiet");
    // 119 calls of the last second, recorded as the route records them, rather than sent one by one
    const aSecondAgo = new Date(Date.now() - 1000);
    await database.db.execute(
      sql`insert into auth_rate_limit_hits (bucket, hit_at) select ${recruiterRateLimitBucket(id)}, ${aSecondAgo} from generate_series(1, 119)`,
    );
    expect((await call(bearer(token))).status).toBe(200); // the 120th
    const refused = await call(bearer(token));
    expect([refused.status, errorOf(refused).code]).toEqual([429, "rate_limited"]);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await call(bearer(other.token))).status).toBe(200);
    // a minute on, the window is clear again
    const later = new Date(Date.now() + 61_000);
    await expect(
      requireRecruiter(
        new Request("http://localhost/", { headers: { Authorization: bearer(token) } }),
        database.db,
        later,
      ),
    ).resolves.toEqual({
      tokenId: id,
      companyId: companyA.id,
    });
  });

  it("checks the token before the rate limit, so unknown tokens record no hits", async () => {
    const count = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from auth_rate_limit_hits where bucket like 'recruiter-token:%'`,
        )
      ).rows[0]!.n;
    const before = await count();
    const unknown = new Request("http://localhost/", { headers: { Authorization: bearer(`mrt_${"B".repeat(43)}`) } });
    await expect(requireRecruiter(unknown, database.db)).rejects.toMatchObject({ status: 401, code: "unauthorized" });
    expect(await count()).toBe(before);
  });
});
