import { sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../../testing";
import { seedDatabase } from "../seed-database";

jest.setTimeout(120_000);

const NOW = new Date("2026-06-01T03:00:00Z");

describe("seeded joint fairs", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { scale: "small", now: NOW });
  });

  afterAll(async () => database?.close());

  it("each published joint fair has a published feature event of its own with its title", async () => {
    const result = await database.db.execute<{ fairs: number; missing: number }>(sql`
      select
        count(*)::int as fairs,
        count(*) filter (where not exists (
          select 1 from feature_event_events fee
          join feature_events fe on fe.id = fee.feature_event_id and fe.published and fe.title = e.title
          where fee.event_id = e.id
            and (select count(*) from feature_event_events x where x.feature_event_id = fee.feature_event_id) = 1
        ))::int as missing
      from events e
      where e.category = 'gosetsu' and e.published and (e.published_at is null or e.published_at <= ${NOW.toISOString()}::timestamptz)
    `);
    expect(result.rows[0]!.fairs).toBeGreaterThan(0);
    expect(result.rows[0]!.missing).toBe(0);
  });
});
