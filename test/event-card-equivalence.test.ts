/**
 * One model per fact: the build (source plugin nodes → event list page plan → EventCardFields) and the API
 * (GET /api/v1/events → eventListItemToCard, as the browser renders after a sort or filter) are fed the same seeded
 * rows and must show every event the same way and put the same events in every listing.
 *
 * A cross-layer test on purpose: it lives outside src/, server/, gatsby/ and the plugin because it reads all four.
 */
import { sql } from "drizzle-orm";
import type { TestDatabase } from "../db/testing";
import { planEventListPages, type ListableEvent, type PlannedEventListPage } from "../gatsby/event-list-page-plan";
import { buildAllNodeInputs, readSourceData, withBuildDatabase } from "../catalogue-source";
import { apiRequest } from "../server/testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../server/testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../server/testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../server/testing/seeded-database";
import { eventListResponseSchema, EVENT_LIST_MAX_PER } from "../core/api/event-list";
import { ONLINE_PLACE_CODE } from "../core/event-card-facts";
import { fromRouteCategory, routeCategories } from "../core/event-category";
import type { EventCardData } from "../core/events/event-card-data";
import { eventListQuery, type SubcategoryIdsByCategory } from "../src/features/events/list/api/event-list-query";
import { eventListItemToCard } from "../core/events/event-list-item-to-card";
import { DEFAULT_EVENT_LIST_SORT } from "../src/features/events/list/event-list-sort";
import { buildQueryString } from "../src/lib/api/query-string";
import { cardOfNode, type CardEventNode, type Node } from "./event-card-of-node";

type EventNode = ListableEvent & CardEventNode;

const helpers = {
  createNodeId: (input: string) => `id:${input}`,
  createContentDigest: (input: string | object) => JSON.stringify(input).length.toString(),
};

let database: TestDatabase;
let listing: FunctionModule["default"];
/** "now" of both paths: the build time, and the API's `timestamp` */
let now: Date;
let eventNodes: EventNode[];
let buildCards: Map<number, EventCardData>;
let planned: PlannedEventListPage[];
let subcategories: SubcategoryIdsByCategory;

async function apiList(query: Record<string, unknown>) {
  const path = `/api/v1/events${buildQueryString({ ...query, timestamp: now.toISOString() } as never)}`;
  const response = await listing(apiRequest(path));
  expect([path, response.status]).toEqual([path, 200]);
  return eventListResponseSchema.parse(await response.json());
}

beforeAll(async () => {
  database = await openSeededDatabase();
  listing = (await loadFunction("events-listing")).default;
  // Editors may publish without a publication time: the build and the event pages show such an event, so must lists.
  await database.db.execute(sql`
    update events set published_at = null where id = (select min(id) from events where published and category = 'seminar')`);
  now = new Date();
  // Read as the source plugin reads (openSeededDatabase points DATABASE_URL at this database).
  const data = await withBuildDatabase(readSourceData);
  const nodes = buildAllNodeInputs(data, now, helpers) as unknown as Node[];
  const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
  eventNodes = ofType("Event") as unknown as EventNode[];
  const prefectureNames = new Map(ofType("Prefecture").map((node) => [node.code as number, node.name as string]));
  const companies = new Map(ofType("Company").map((node) => [node.db_id as number, node]));
  buildCards = new Map(eventNodes.map((event) => [event.db_id, cardOfNode(event, prefectureNames, companies)]));
  const categories = ofType("BusinessCategory");
  subcategories = Object.fromEntries(
    categories.map((node) => [String(node.db_id), node.subcategory_db_ids as number[]]),
  );
  planned = planEventListPages(eventNodes, {
    graduateYears: [...new Set(eventNodes.flatMap((event) => event.graduate_years))],
    businessCategoryIds: categories.map((node) => node.db_id as number),
    prefectureCodes: [ONLINE_PLACE_CODE, ...prefectureNames.keys()],
  });
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

describe("the build and the API show every event the same way", () => {
  it("gives every published event the same card", async () => {
    const apiCards = new Map<number, EventCardData>();
    for (const category of routeCategories) {
      for (let page = 1; ; page += 1) {
        const body = await apiList({ category: fromRouteCategory(category), per: EVENT_LIST_MAX_PER, page });
        for (const item of body.events) apiCards.set(item.id, eventListItemToCard(item));
        if (page * EVENT_LIST_MAX_PER >= body.total_counts) break;
      }
    }
    expect([...apiCards.keys()].sort((a, b) => a - b)).toEqual([...buildCards.keys()].sort((a, b) => a - b));
    const differing = [...buildCards].filter(([id, card]) => !equal(card, apiCards.get(id)));
    expect(differing.map(([id, card]) => ({ build: card, api: apiCards.get(id) })).slice(0, 3)).toEqual([]);
    // The sample data has the cases the rules are about; without them this test would prove little.
    const cards = [...buildCards.values()];
    expect(cards.some((card) => card.short_graduate_years.length > 1)).toBe(true);
    expect(cards.some((card) => card.closest_schedule === null)).toBe(true);
    expect(cards.some((card) => card.has_live_schedule && card.prefectures.length > 0)).toBe(true);
    expect(cards.some((card) => card.host_company === null && card.company_count > 0)).toBe(true);
    expect(cards.some((card) => card.feature_event_db_id !== null)).toBe(true);
  });

  it("puts the same events, in the same order, in every prerendered listing and single filter", async () => {
    const byKind = { category: 0, gy: 0, ind: 0, pref: 0 };
    for (const page of planned) {
      const { plp } = page.context;
      const body = await apiList(eventListQuery(plp, DEFAULT_EVENT_LIST_SORT, subcategories));
      expect({ path: page.path, ids: body.events.map((event) => event.id), total: body.total_counts }).toEqual({
        path: page.path,
        ids: page.context.eventIds,
        total: page.context.totalCount,
      });
      if (plp.graduateYear !== null) byKind.gy += 1;
      else if (plp.businessCategoryId !== null) byKind.ind += 1;
      else if (plp.prefectureCode !== null) byKind.pref += 1;
      else byKind.category += 1;
    }
    // Every category, paged, and for each category every graduate year, industry and prefecture (online included).
    expect(byKind.category).toBeGreaterThanOrEqual(routeCategories.length);
    expect(byKind.gy).toBeGreaterThan(0);
    expect(byKind.ind).toBeGreaterThan(0);
    expect(byKind.pref).toBe(routeCategories.length * 48);
    // Filters that hold events, so equal empty lists do not pass for agreement.
    const nonEmpty = (prefix: string) =>
      planned.filter((page) => page.path.includes(`/${prefix}-`) && page.context.totalCount > 0);
    expect(nonEmpty("gy").length).toBeGreaterThan(0);
    expect(nonEmpty("ind").length).toBeGreaterThan(0);
    expect(planned.some((page) => page.path.endsWith("/pref-0") && page.context.totalCount > 0)).toBe(true);
    expect(nonEmpty("pref").length).toBeGreaterThan(routeCategories.length);
  });
});

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
