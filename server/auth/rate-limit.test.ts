import { sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../../db/testing";
import { ApiError } from "../platform/http/api-error";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { enforceRateLimit, RATE_LIMIT_MAX_TRIES, RATE_LIMIT_WINDOW_SECONDS, SIGN_IN_RATE_LIMIT } from "./rate-limit";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await database.close();
});

const start = new Date("2026-04-01T00:00:00Z");
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** The ApiError a try throws, or null when it is let through. */
async function tryAt(
  bucket: string,
  now: Date,
  limit?: Parameters<typeof enforceRateLimit>[3],
): Promise<ApiError | null> {
  try {
    await enforceRateLimit(database.db, [bucket], now, limit);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe("enforceRateLimit", () => {
  it("keeps the sign-in default: 10 tries per 10 minutes when no limit is given", async () => {
    expect(SIGN_IN_RATE_LIMIT).toEqual({ maxTries: 10, windowSeconds: 600 });
    expect([RATE_LIMIT_MAX_TRIES, RATE_LIMIT_WINDOW_SECONDS]).toEqual([10, 600]);
    for (let i = 0; i < 10; i += 1) expect(await tryAt("default", after(i))).toBeNull();
    const refused = await tryAt("default", after(10));
    expect([refused?.status, refused?.code, refused?.details]).toEqual([
      429,
      "rate_limited",
      { retry_after_seconds: 600 - 10 },
    ]);
    // the oldest try leaves the window 10 minutes after it was made
    expect(await tryAt("default", after(599))).not.toBeNull();
    expect(await tryAt("default", after(601))).toBeNull();
  });

  it("applies a given limit to its bucket only", async () => {
    const limit = { maxTries: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i += 1) expect(await tryAt("small", after(i), limit)).toBeNull();
    expect((await tryAt("small", after(3), limit))?.details).toEqual({ retry_after_seconds: 57 });
    expect(await tryAt("small-other", after(3), limit)).toBeNull();
    expect(await tryAt("small", after(61), limit)).toBeNull();
  });

  it("does not record refused tries", async () => {
    const limit = { maxTries: 2, windowSeconds: 60 };
    await tryAt("refused", after(0), limit);
    await tryAt("refused", after(1), limit);
    for (let i = 2; i < 10; i += 1) expect(await tryAt("refused", after(i), limit)).not.toBeNull();
    const rows = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from auth_rate_limit_hits where bucket = 'refused'`,
    );
    expect(rows.rows[0]!.n).toBe(2);
  });

  it("rejects a limit it cannot keep (none, or a window past the daily sweep)", async () => {
    await expect(enforceRateLimit(database.db, ["bad"], start, { maxTries: 0, windowSeconds: 60 })).rejects.toThrow(
      "Invalid rate limit",
    );
    await expect(
      enforceRateLimit(database.db, ["bad"], start, { maxTries: 5, windowSeconds: 24 * 3600 }),
    ).rejects.toThrow("Invalid rate limit");
  });
});
