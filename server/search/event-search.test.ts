import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../db/testing";
import { searchTerms } from "../../core/search-text";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { currentCatalogue } from "../events/catalogue/current-catalogue";
import { searchRank, selectEvents } from "../events/catalogue/select-events";
import { findSearchCandidates } from "./event-search-candidates";

let database: TestDatabase;

beforeAll(async () => {
  database = await openSeededDatabase();
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

type SearchRow = { id: number; rank: number; search_text: string };

/** Every published match of a free-word query, best first: index candidates confirmed and ranked on the snapshot. */
async function search(query: string): Promise<SearchRow[]> {
  const terms = searchTerms(query);
  const snapshot = await currentCatalogue(database.db);
  const { ids } = selectEvents(snapshot, {
    filters: { searchTerms: terms },
    sort: "relevance",
    page: 1,
    per: 100_000,
    asOf: new Date(),
    searchCandidates: await findSearchCandidates(database.db, terms),
  });
  return ids.map((id) => {
    const { searchText } = snapshot.byId.get(id)!;
    return { id, rank: searchRank(searchText, terms), search_text: searchText };
  });
}

describe("event free-word search", () => {
  it("finds the same events whatever the width, kana or case of the query", async () => {
    const [{ pronunciation }] = (
      await database.db.execute<{ pronunciation: string }>(sql`
      select c.name_pronunciation as pronunciation from companies c join events e on e.host_company_id = c.id limit 1`)
    ).rows as [{ pronunciation: string }];
    const katakana = await search(pronunciation);
    const hiragana = await search(
      pronunciation.replace(/[ァ-ヶ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60)),
    );
    expect(katakana.length).toBeGreaterThan(0);
    expect(hiragana.map((row) => row.id)).toEqual(katakana.map((row) => row.id));
    expect((await search("ｲﾝﾀｰﾝ")).map((row) => row.id)).toEqual((await search("インターン")).map((row) => row.id));
    expect((await search("ＩＴ")).map((row) => row.id)).toEqual((await search("it")).map((row) => row.id));
  });

  it("matches one-character terms and demands every term", async () => {
    const one = await search("銀");
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((row) => row.search_text.includes("銀"))).toBe(true);
    const both = await search("銀行 説明会");
    expect(both.every((row) => row.search_text.includes("銀行") && row.search_text.includes("説明会"))).toBe(true);
    expect(both.length).toBeLessThanOrEqual((await search("銀行")).length);
  });

  it("confirms the whole term, not just its bigrams", async () => {
    // "行説" and "説明" both occur in many texts, "行説明" far fewer.
    const rows = await search("行説明");
    expect(rows.every((row) => row.search_text.includes("行説明"))).toBe(true);
  });

  it("ranks title hits above company hits above description hits", async () => {
    const rows = await search("説明会");
    const section = (row: SearchRow) => row.search_text.split("\n").findIndex((part) => part.includes("説明会"));
    const sections = rows.map(section);
    expect(new Set(sections)).toEqual(new Set([0, 2]));
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
  });

  it("finds every published event containing the term, through the GIN index on search_bigrams", async () => {
    // Plan the candidate function's own body as it runs (sequential scans off, see migration 0002). PGlite planned a
    // btree walk with the grams detoasted per row (~2 s at large scale) when the body had a second condition.
    const plan = await database.db.transaction(async (tx) => {
      const [fn] = (
        await tx.execute<{ body: string }>(
          sql`select prosrc as body from pg_proc where proname = 'mirai_event_search_candidates'`,
        )
      ).rows;
      await tx.execute(sql`set local enable_seqscan = off`);
      const body = fn!.body.replace(/\bgrams\b/g, "array['銀行']::text[]");
      const result = await tx.execute<{ "QUERY PLAN": string }>(sql.raw(`explain ${body}`));
      return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("Bitmap Index Scan on events_search_bigrams_idx");
    expect(plan).not.toMatch(/Index Scan using/);
    const [row] = (
      await database.db.execute<{ expected: number }>(sql`
      select count(*)::int as expected from events
      where published and published_at <= now() and created_at <= now() and search_text like '%銀行%'`)
    ).rows;
    expect((await search("銀行")).length).toBe(row!.expected);
    expect(row!.expected).toBeGreaterThan(0);
  });

  it("is backfilled by the migration exactly as the seed writes it", async () => {
    const migration = readFileSync(path.join(__dirname, "../../db/migrations/0001_event_search.sql"), "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .filter((statement) => !/^\s*(ALTER TABLE|CREATE INDEX)/.test(statement));
    const before = await database.db.execute<{ id: number; search_text: string; grams: string[] }>(
      sql`select id, search_text, array(select unnest(search_bigrams) order by 1) as grams from events where id <= 300 order by id`,
    );
    await database.db
      .transaction(async (tx) => {
        // A few hundred events suffice (gosetsu fairs with participants included) and keep the test fast.
        await tx.execute(sql`delete from events where id > 300`);
        await tx.execute(sql`update events set search_text = '', search_bigrams = '{}'`);
        for (const statement of backfill) await tx.execute(sql.raw(statement));
        const after = await tx.execute<{ id: number; search_text: string; grams: string[] }>(
          sql`select id, search_text, array(select unnest(search_bigrams) order by 1) as grams from events order by id`,
        );
        expect(after.rows).toEqual(before.rows);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === "Rollback")) throw error;
      });
  }, 120_000);
});
