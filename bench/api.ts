/**
 * `npm run bench:api [-- --scale small|large] [-- --database-url postgres://…]`: the event listing and search API
 * under load. Starts an in-memory PGlite in a child process (or uses the given Postgres), migrates, seeds (large by
 * default), serves the listing handlers with `serveRoutes` in a plain node:http server, then sends a fixed mix of
 * filter combinations and search terms with 10 concurrent clients. Prints p50/p95/p99 and req/s per endpoint and
 * writes bench/results/api.json. `--requests N` sets the /api/v1/events request count (default 3000; search gets
 * half as many, each filter combination N/3, about a third of a second of load, so a combination is measured over more than its first answer).
 *
 * Each figure is also given as a ratio to the run's floor: the same server and route stack answering a constant,
 * pre-serialised 20-event page (bench/lib/floor-route.ts). Goal: req/s ≥ 0.6 × floor for the list mix and every
 * filter combination alone; search p95 ≤ 2 × the floor's p95. Anonymous answers are reused for up to a second, as in
 * production (docs/decisions/list-answer-reuse.md); the "(computed)" lines measure the same mix with reuse off.
 */
import "../scripts/lib/runtime/check-node";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { migrateDb } from "../db/migrate";
import { isSeeded } from "../db/is-seeded";
import { seedDatabase } from "../db/seed";
import { createTestDatabase } from "../db/testing";
import { reuseAnonymousListAnswers } from "../server/events/listing/anonymous-list-answers";
import { eventListingRoutes } from "../server/events/listing/event-listing-routes";
import { AJAX_MARKER_HEADER_NAME, AJAX_MARKER_VALUE, CSRF_COOKIE_NAME } from "../server/platform/http/csrf";
import { serveRoutes } from "../server/platform/http/serve-routes";
import type { LatencySummary } from "./lib/latency-summary";
import { floorRoute, FLOOR_PATH } from "./lib/floor-route";
import { runLoad } from "./lib/run-load";
import { serveHandler } from "./lib/serve-handler";
import { viewerAuth } from "../server/auth/authenticate";

const CONCURRENCY = 10;
const DEFAULT_LIST_REQUESTS = 3000;
const WARMUP_REQUESTS = 200;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function jstDay(offsetDays: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function listPaths(subcategoryIds: number[], companyIds: number[]): string[] {
  const [sub1, sub2] = subcategoryIds;
  const [company] = companyIds;
  const month = jstDay(30).slice(0, 7);
  const filters = [
    "",
    "category=internship",
    "category=entry&sort=start_at",
    "category=seminar&sort=time_limit_at",
    "category=gosetsu&sort=start_at_and_company_count",
    "graduates[]=2027",
    "graduates[]=2028&category=internship&sort=start_at",
    "prefectures[]=13",
    "prefectures[]=27&category=seminar",
    "prefectures[]=0&sort=time_limit_at",
    `business_subcategory_ids[]=${sub1}`,
    `business_subcategory_ids[]=${sub1}&business_subcategory_ids[]=${sub2}&graduates[]=2027&prefectures[]=13`,
    `category=internship&graduates[]=2027&prefectures[]=13&business_subcategory_ids[]=${sub2}&sort=start_at`,
    `company_ids[]=${company}`,
    "sort=company_review_scores&lower_limit_of_company_review=3.5",
    "sort=pickup_first",
    "sort=recommended",
    `days[]=${jstDay(7)}&days[]=${jstDay(8)}`,
    `held_months[]=${month}&category=seminar`,
    `start_at=${jstDay(0)}&end_at=${jstDay(30)}&sort=start_at`,
    `since_time_limit_at=${jstDay(0)}&until_time_limit_at=${jstDay(14)}&sort=time_limit_at`,
    "is_mirai_hosting_event=true",
    "category=internship&page=3",
    "per=50&page=2&graduates[]=2027",
  ];
  return filters.map((query) => `/api/v1/events${query ? `?${query}` : ""}`);
}

const searchWords = [
  "銀行",
  "インターン",
  "ｴﾝｼﾞﾆｱ",
  "説明会 東京",
  "商社",
  "ＩＴ",
  "金融 選考",
  "まーけてぃんぐ",
  "合同説明会",
  "メーカー 技術",
];

function searchPaths(): string[] {
  return searchWords.flatMap((word) => {
    const query = `search_query=${encodeURIComponent(word)}`;
    return [
      `/api/v1/events/free_word_search?${query}`,
      `/api/v1/events/free_word_search?${query}&category=internship&page=2`,
    ];
  });
}

async function openDatabase(scale: "small" | "large") {
  const givenUrl = argument("database-url") ?? process.env.BENCH_DATABASE_URL;
  const testDatabase = givenUrl ? null : await createTestDatabase();
  const url = givenUrl ?? testDatabase!.url;
  const handle = createDb(url, { max: CONCURRENCY });
  await migrateDb(handle.db);
  if (!givenUrl || !(await isSeeded(handle.db))) {
    const started = Date.now();
    await seedDatabase(handle.db, { scale });
    console.info(`seeded ${scale} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await handle.db.execute(sql`analyze`);
  return {
    engine: givenUrl ? "postgres" : "pglite",
    db: handle.db,
    async close() {
      await handle.close();
      await testDatabase?.close();
    },
  };
}

async function main() {
  const scale = argument("scale") === "small" ? "small" : "large";
  const listRequests = Number(argument("requests") ?? DEFAULT_LIST_REQUESTS);
  const database = await openDatabase(scale);
  // The floor answers the first page of the default listing, serialised once (a real page of this database).
  const floorPage = await (
    await serveRoutes(eventListingRoutes, { db: () => database.db, auth: viewerAuth })(
      new Request("http://bench/api/v1/events", {
        headers: { [AJAX_MARKER_HEADER_NAME]: AJAX_MARKER_VALUE },
      }),
    )
  ).text();
  const server = await serveHandler(
    serveRoutes([...eventListingRoutes, floorRoute(floorPage)], { db: () => database.db, auth: viewerAuth }),
  );
  try {
    const popular = await database.db.execute<{ id: number }>(sql`
      select business_subcategory_id as id from event_business_subcategories group by 1 order by count(*) desc limit 2`);
    const companies = await database.db.execute<{ id: number }>(sql`
      select host_company_id as id from events where host_company_id is not null group by 1 order by count(*) desc limit 1`);
    const headers = {
      [AJAX_MARKER_HEADER_NAME]: AJAX_MARKER_VALUE,
      Cookie: `${CSRF_COOKIE_NAME}=bench-csrf-token-0123456789abcdefghij`,
    };
    const lists = listPaths(
      popular.rows.map((row) => row.id),
      companies.rows.map((row) => row.id),
    );
    const searches = searchPaths();
    const load = (paths: string[], requests: number) =>
      runLoad({ baseUrl: server.url, paths, requests, concurrency: CONCURRENCY, headers });

    const floorPaths = [`${FLOOR_PATH}?category=internship`];
    await load([...lists, ...searches, ...floorPaths], WARMUP_REQUESTS);
    const floor = await load(floorPaths, listRequests);
    const results: Record<string, LatencySummary> = {
      "/api/v1/events": await load(lists, listRequests),
      "/api/v1/events/free_word_search": await load(searches, Math.ceil(listRequests / 2)),
    };
    const perCombination: Record<string, LatencySummary> = {};
    for (const listPath of lists)
      perCombination[listPath] = await load([listPath], Math.max(20, Math.ceil(listRequests / 3)));
    // What a request costs when no answer can be reused (first request of a URL in a second, or a signed-in viewer).
    reuseAnonymousListAnswers(database.db, false);
    const computed: Record<string, LatencySummary> = {
      "/api/v1/events (computed)": await load(lists, listRequests),
      "/api/v1/events/free_word_search (computed)": await load(searches, Math.ceil(listRequests / 2)),
    };
    reuseAnonymousListAnswers(database.db, true);

    const ratio = (figure: LatencySummary) =>
      Math.round((figure.requestsPerSecond / floor.requestsPerSecond) * 100) / 100;
    const p95Ratio = (figure: LatencySummary) => Math.round((figure.p95Ms / floor.p95Ms) * 100) / 100;
    console.info(
      `engine ${database.engine}, scale ${scale}, ${CONCURRENCY} concurrent clients, ${os.cpus().length} CPUs`,
    );
    for (const [endpoint, figure] of Object.entries({ "floor (constant page)": floor, ...results, ...computed })) {
      console.info(
        `${endpoint.padEnd(45)} ${String(figure.requests).padStart(5)} req  ${figure.requestsPerSecond} req/s (${ratio(figure)} × floor)  ` +
          `p50 ${figure.p50Ms} ms  p95 ${figure.p95Ms} ms (${p95Ratio(figure)} × floor)  p99 ${figure.p99Ms} ms  max ${figure.maxMs} ms  errors ${figure.errors}`,
      );
    }
    const slowest = Object.entries(perCombination)
      .sort(([, a], [, b]) => a.requestsPerSecond - b.requestsPerSecond)
      .slice(0, 5);
    console.info("lowest filter combinations alone (req/s as a share of the floor; goal ≥ 0.6):");
    for (const [listPath, figure] of slowest) {
      console.info(
        `  ${ratio(figure)} × floor  ${figure.requestsPerSecond} req/s  p99 ${figure.p99Ms} ms  ${listPath}`,
      );
    }
    const goals = {
      listMix: ratio(results["/api/v1/events"]!) >= 0.6,
      everyCombination: Object.values(perCombination).every((figure) => ratio(figure) >= 0.6),
      searchP95: p95Ratio(results["/api/v1/events/free_word_search"]!) <= 2,
    };
    console.info(
      `goals: list mix ≥ 0.6 ${goals.listMix ? "met" : "MISSED"}, every combination ≥ 0.6 ${goals.everyCombination ? "met" : "MISSED"}, search p95 ≤ 2 × floor ${goals.searchP95 ? "met" : "MISSED"}`,
    );

    const output = path.join(process.cwd(), "bench/results/api.json");
    mkdirSync(path.dirname(output), { recursive: true });
    const previous: Record<string, unknown> = existsSync(output)
      ? (JSON.parse(readFileSync(output, "utf8")) as Record<string, unknown>)
      : {};
    const record = {
      measuredAt: new Date().toISOString(),
      engine: database.engine,
      scale,
      concurrency: CONCURRENCY,
      cpus: os.cpus().length,
      node: process.version,
      floor,
      endpoints: results,
      computed,
      ratios: Object.fromEntries(
        Object.entries({ ...results, ...computed }).map(([endpoint, figure]) => [
          endpoint,
          { requestsPerSecond: ratio(figure), p95: p95Ratio(figure) },
        ]),
      ),
      perCombination,
      perCombinationRatio: Object.fromEntries(
        Object.entries(perCombination).map(([listPath, figure]) => [listPath, ratio(figure)]),
      ),
      goals,
    };
    // One entry per engine and scale, so a PGlite run and a real-Postgres run sit side by side.
    writeFileSync(output, `${JSON.stringify({ ...previous, [`${database.engine}-${scale}`]: record }, null, 2)}\n`);
    console.info(`written ${path.relative(process.cwd(), output)}`);
  } finally {
    await server.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
