import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../testing";
import { clips, companies, entries, events, schedules, users } from "./index";
import { businessCategories, businessSubcategories } from "./industries";
import { areas, prefectures } from "./geo";

jest.setTimeout(60_000);

let database: TestDatabase;

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(areas).values({ id: 3, name: "関東" });
  await db.insert(prefectures).values({ code: 13, name: "東京都", areaId: 3 });
  await db.insert(businessCategories).values({ id: 1, name: "IT・通信", iconKey: "it", displayOrder: 1 });
  await db.insert(businessSubcategories).values({ id: 1, businessCategoryId: 1, name: "SIer" });
  await db.insert(companies).values({
    id: 1,
    name: "株式会社青葉システムズ",
    namePronunciation: "アオバシステムズ",
    initialChar: "ア",
    officialDescription: "テスト用の企業です。",
    businessCategoryId: 1,
    businessSubcategoryId: 1,
    headquartersPrefectureCode: 13,
  });
  await db.insert(events).values({
    id: 1,
    category: "internship",
    title: "5daysインターンシップ",
    descriptionMarkdown: "## 概要",
    hostCompanyId: 1,
    graduateYears: [2027],
  });
  const start = new Date("2030-01-10T01:00:00Z");
  await db.insert(schedules).values({
    id: 1,
    eventId: 1,
    title: "第1クール",
    startAt: start,
    endAt: new Date("2030-01-10T07:00:00Z"),
    timeLimitAt: new Date("2030-01-05T14:59:00Z"),
    closeAt: new Date("2030-01-10T07:00:00Z"),
    isOnline: true,
  });
});

afterAll(async () => {
  await database?.close();
});

describe("migrations", () => {
  it("create every schema table on a fresh database", async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = result.rows.map((r) => r.table_name);
    for (const expected of [
      "areas",
      "prefectures",
      "companies",
      "events",
      "schedules",
      "entries",
      "clips",
      "follows",
      "users",
      "feature_flags",
      "outbox_mails",
      "articles",
      "user_registration_complete_steps",
    ]) {
      expect(names).toContain(expected);
    }
  });

  it("record every migration of the journal as applied", async () => {
    const journal = JSON.parse(
      readFileSync(path.resolve(process.cwd(), "db/migrations/meta/_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    const applied = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });
});

describe("users", () => {
  it("get an opaque uuid id by default", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ uniqueId: "u-opaque-1", email: "opaque@example.com" })
      .returning();
    expect(user?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("reject an e-mail that is not lower-cased and a duplicate e-mail", async () => {
    expect(await errorCode(database.db.insert(users).values({ uniqueId: "u-upper", email: "Upper@Example.com" }))).toBe(
      "23514",
    );
    await database.db.insert(users).values({ uniqueId: "u-dup-1", email: "dup@example.com" });
    expect(await errorCode(database.db.insert(users).values({ uniqueId: "u-dup-2", email: "dup@example.com" }))).toBe(
      "23505",
    );
  });
});

describe("unique constraints of engagement", () => {
  it("allow one entry per user and schedule", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ uniqueId: "u-entry", email: "entry@example.com" })
      .returning();
    await database.db.insert(entries).values({ eventId: 1, scheduleId: 1, userId: user!.id });
    expect(await errorCode(database.db.insert(entries).values({ eventId: 1, scheduleId: 1, userId: user!.id }))).toBe(
      "23505",
    );
  });

  it("allow one clip per user and event", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ uniqueId: "u-clip", email: "clip@example.com" })
      .returning();
    await database.db.insert(clips).values({ userId: user!.id, eventId: 1 });
    expect(await errorCode(database.db.insert(clips).values({ userId: user!.id, eventId: 1 }))).toBe("23505");
  });

  it("reject an unknown event category and an unknown entry state", async () => {
    expect(
      await errorCode(
        database.db.execute(
          sql`insert into events (category, title, description_markdown) values ('selection', 'x', 'x')`,
        ),
      ),
    ).toBe("23514");
    const [user] = await database.db
      .insert(users)
      .values({ uniqueId: "u-state", email: "state@example.com" })
      .returning();
    expect(
      await errorCode(
        database.db.execute(
          sql`insert into entries (event_id, schedule_id, user_id, state) values (1, 1, ${user!.id}, 'bogus')`,
        ),
      ),
    ).toBe("23514");
  });
});
