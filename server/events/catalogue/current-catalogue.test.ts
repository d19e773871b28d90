import { sql } from "drizzle-orm";
import { seedDatabase } from "../../../db/seed";
import type { TestDatabase } from "../../../db/testing";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { catalogueListItems } from "./catalogue-list-items";
import type { CatalogueSnapshot } from "./catalogue-snapshot";
import { currentCatalogue, POPULARITY_MAX_AGE_MS, readCatalogue } from "./current-catalogue";
import { readCatalogueRevision } from "./load-catalogue-snapshot";

let database: TestDatabase;

beforeAll(async () => {
  database = await openSeededDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = (await database.db.execute(query)).rows as T[];
  return row!;
}

const TRACKED_TABLES = [
  "events",
  "schedules",
  "event_companies",
  "event_business_subcategories",
  "companies",
  "business_categories",
  "prefectures",
  "promotion_contracts",
];

describe("currentCatalogue", () => {
  it("holds every published event and reuses the snapshot while nothing changes", async () => {
    const first = await currentCatalogue(database.db);
    const { count } = await one<{ count: number }>(
      sql`select count(*)::int as count from events where published and published_at is not null`,
    );
    expect(first.events).toHaveLength(count);
    expect(await currentCatalogue(database.db)).toBe(first);
  });

  it.each(TRACKED_TABLES)("moves the revision on any write to %s, even one that changes no row", async (table) => {
    const before = await readCatalogueRevision(database.db);
    const column = sql.identifier(table === "prefectures" ? "code" : table.startsWith("event_") ? "event_id" : "id");
    await database.db.execute(sql`update ${sql.identifier(table)} set ${column} = ${column} where false`);
    expect(await readCatalogueRevision(database.db)).toBe(before + 1);
  });

  it("reloads after a committed write: a canceled schedule leaves the listing data at once", async () => {
    const before = await currentCatalogue(database.db);
    const target = before.events.find((event) => event.schedules.length > 1)!;
    const canceled = target.schedules[0]!.id;
    await database.db.execute(sql`update schedules set canceled = true where id = ${canceled}`);
    try {
      const [after, again] = await Promise.all([currentCatalogue(database.db), currentCatalogue(database.db)]);
      expect(after).not.toBe(before);
      expect(again).toBe(after);
      expect(after.byId.get(target.id)!.schedules.map((s) => s.id)).not.toContain(canceled);
    } finally {
      await database.db.execute(sql`update schedules set canceled = false where id = ${canceled}`);
    }
  });

  it("reads on the held snapshot in one round trip, and again on a reloaded one when the revision it read has moved", async () => {
    const held = await currentCatalogue(database.db);
    const seen: CatalogueSnapshot[] = [];
    const read = async (snapshot: CatalogueSnapshot) => {
      seen.push(snapshot);
      const { revision } = await catalogueListItems(database.db, snapshot, [], new Date());
      return { value: snapshot.events.length, revision };
    };
    expect(await readCatalogue(database.db, read)).toBe(held.events.length);
    expect(seen).toEqual([held]);

    const { id } = await one<{ id: number }>(sql`select id from events where published order by id limit 1`);
    await database.db.execute(sql`update events set published = false where id = ${id}`);
    try {
      seen.length = 0;
      expect(await readCatalogue(database.db, read)).toBe(held.events.length - 1);
      expect(seen).toHaveLength(2);
      expect(seen[0]).toBe(held);
      expect(seen[1]!.byId.has(id)).toBe(false);
    } finally {
      await database.db.execute(sql`update events set published = true where id = ${id}`);
    }
  });

  it("does not reload for a clip, yet shows the new clip count and, after a while, the new popularity", async () => {
    const snapshot = await currentCatalogue(database.db);
    const event = snapshot.events[0]!;
    const {
      items: [before],
    } = await catalogueListItems(database.db, snapshot, [event.id], new Date());
    const { id: userId } = await one<{ id: string }>(sql`
      select u.id from users u where not exists (select 1 from clips c where c.user_id = u.id and c.event_id = ${event.id}) limit 1`);
    await database.db.execute(sql`insert into clips (user_id, event_id) values (${userId}, ${event.id})`);
    try {
      expect(await currentCatalogue(database.db)).toBe(snapshot);
      const {
        items: [after],
      } = await catalogueListItems(database.db, snapshot, [event.id], new Date());
      expect(after!.clip_count).toBe(before!.clip_count + 1);
      const popularity = snapshot.popularity.counts.get(event.id) ?? 0;
      const later = await currentCatalogue(database.db, Date.now() + POPULARITY_MAX_AGE_MS + 1);
      expect(later).toBe(snapshot);
      expect(later.popularity.counts.get(event.id)).toBe(popularity + 1);
    } finally {
      await database.db.execute(sql`delete from clips where user_id = ${userId} and event_id = ${event.id}`);
    }
  });

  it(
    "keeps counting across a reseed, so no process keeps an old snapshot",
    async () => {
      const before = await readCatalogueRevision(database.db);
      await seedDatabase(database.db, { scale: "small", now: new Date() });
      expect(await readCatalogueRevision(database.db)).toBeGreaterThan(before);
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});
