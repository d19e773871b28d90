import { sql } from "drizzle-orm";
import { closeCachedDb, getDb } from "./client";
import { connectLocalDatabase } from "./local-database";
import { createTestDatabase, type TestDatabase } from "./testing";

jest.setTimeout(60_000);

let database: TestDatabase;
const savedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await closeCachedDb();
  await database?.close();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

describe("getDb", () => {
  it("throws a clear error without DATABASE_URL", () => {
    delete process.env.DATABASE_URL;
    expect(() => getDb()).toThrow(/DATABASE_URL is not set/);
  });

  it("reuses one pool per url across calls (cached on globalThis)", async () => {
    process.env.DATABASE_URL = database.url;
    const first = getDb();
    expect(getDb()).toBe(first);
    const result = await first.execute<{ one: number }>(sql`select 1 as one`);
    expect(result.rows[0]?.one).toBe(1);
    await closeCachedDb();
    expect(getDb()).not.toBe(first);
  });
});

describe("connectLocalDatabase", () => {
  it("uses DATABASE_URL when it is set and does not own it", async () => {
    process.env.DATABASE_URL = database.url;
    const local = await connectLocalDatabase();
    expect(local).toMatchObject({ url: database.url, owned: false });
    await local.stop();
  });
});
