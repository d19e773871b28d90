/**
 * One model per fact: the listings' ピックアップ sections (build: source plugin nodes → buildPickupEventIds → the event
 * list page plan) and GET /api/v1/pickup_events (the catalogue snapshot) are fed the same seeded rows and must pick
 * the same events, in the same order, for every prerendered first page. Both decide with core/events/pickup-events.ts.
 *
 * A cross-layer test on purpose, like test/event-card-equivalence.test.ts: it reads the plugin, gatsby/ and server/.
 */
import { sql } from "drizzle-orm";
import type { TestDatabase } from "../db/testing";
import { planEventListPages, type ListableEvent, type PlannedEventListPage } from "../gatsby/event-list-page-plan";
import { buildPickupEventIds, type PickupEventNode } from "../gatsby/event-list-pickups";
import { buildAllNodeInputs, readSourceData, withBuildDatabase } from "../catalogue-source";
import { apiRequest } from "../server/testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../server/testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../server/testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../server/testing/seeded-database";
import { pickupEventsResponseSchema } from "../core/api/event-list";
import { ONLINE_PLACE_CODE } from "../core/event-card-facts";
import { LISTING_PICKUP_COUNT } from "../core/events/pickup-events";
import { eventListQuery, type SubcategoryIdsByCategory } from "../src/features/events/list/api/event-list-query";
import { DEFAULT_EVENT_LIST_SORT } from "../src/features/events/list/event-list-sort";
import { buildQueryString } from "../src/lib/api/query-string";
import type { Node } from "./event-card-of-node";

type EventNode = ListableEvent & PickupEventNode;

const helpers = {
  createNodeId: (input: string) => `id:${input}`,
  createContentDigest: (input: string | object) => JSON.stringify(input).length.toString(),
};

let database: TestDatabase;
let listing: FunctionModule["default"];
let now: Date;
let eventNodes: EventNode[];
let pickupIds: number[];
let planned: PlannedEventListPage[];
let subcategories: SubcategoryIdsByCategory;
/** an event picked only through a promotion contract running now (not marked is_pickup) */
let promotedOnly: number;

beforeAll(async () => {
  database = await openSeededDatabase();
  listing = (await loadFunction("events-listing")).default;
  // Both rules on show: an internship picked by editors and one picked by a running contract only.
  const picked = await database.db.execute<{ id: number }>(sql`
    update events set is_pickup = true
    where id = (select max(id) from events where published and category = 'internship' and not is_pickup)
    returning id`);
  expect(picked.rows).toHaveLength(1);
  const promoted = await database.db.execute<{ id: number }>(sql`
    insert into promotion_contracts (event_id, ad_place_key, publication_type, starts_at, ends_at, display_order)
    select min(id), 'ad_place_web_top_page', 'pickup', now() - interval '1 day', now() + interval '7 days', 0
    from events where published and category = 'internship' and not is_pickup
    returning event_id as id`);
  promotedOnly = promoted.rows[0]!.id;
  now = new Date();
  const data = await withBuildDatabase(readSourceData);
  const nodes = buildAllNodeInputs(data, now, helpers) as unknown as Node[];
  const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
  eventNodes = ofType("Event") as unknown as EventNode[];
  const contracts = ofType("PromotionContract") as unknown as Parameters<typeof buildPickupEventIds>[1];
  pickupIds = buildPickupEventIds(eventNodes, contracts, now.getTime());
  const categories = ofType("BusinessCategory");
  subcategories = Object.fromEntries(
    categories.map((node) => [String(node.db_id), node.subcategory_db_ids as number[]]),
  );
  const prefectureCodes = ofType("Prefecture").map((node) => node.code as number);
  planned = planEventListPages(
    eventNodes,
    {
      graduateYears: [...new Set(eventNodes.flatMap((event) => event.graduate_years))],
      businessCategoryIds: categories.map((node) => node.db_id as number),
      prefectureCodes: [ONLINE_PLACE_CODE, ...prefectureCodes],
    },
    pickupIds,
  );
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function apiPickups(page: PlannedEventListPage): Promise<number[]> {
  const { sort: _listingSort, ...filters } = eventListQuery(page.context.plp, DEFAULT_EVENT_LIST_SORT, subcategories);
  const query = { ...filters, page: 1, per: LISTING_PICKUP_COUNT, timestamp: now.toISOString() };
  const path = `/api/v1/pickup_events${buildQueryString(query as never)}`;
  const response = await listing(apiRequest(path));
  expect([path, response.status]).toEqual([path, 200]);
  return pickupEventsResponseSchema.parse(await response.json()).pickup_events.map((event) => event.id);
}

describe("the listings' ピックアップ and GET /api/v1/pickup_events pick the same events", () => {
  it("for every prerendered first page, in the same order; none on later pages", async () => {
    for (const page of planned) {
      if (page.context.plp.page > 1) {
        expect({ path: page.path, ids: page.context.pickupEventIds }).toEqual({ path: page.path, ids: [] });
        continue;
      }
      expect({ path: page.path, ids: await apiPickups(page) }).toEqual({
        path: page.path,
        ids: page.context.pickupEventIds,
      });
    }
  });

  it("holds both rules (marked by editors, a running contract), so agreeing on empty lists proves nothing", () => {
    expect(pickupIds).toContain(promotedOnly);
    expect(eventNodes.find((event) => event.db_id === promotedOnly)?.is_pickup).toBe(false);
    expect(eventNodes.some((event) => event.is_pickup && pickupIds.includes(event.db_id))).toBe(true);
    const internship = planned.find((page) => page.path === "/events/internship");
    expect(internship?.context.pickupEventIds.length).toBeGreaterThan(0);
    expect(planned.filter((page) => page.context.pickupEventIds.length > 0).length).toBeGreaterThan(4);
    expect(planned.some((page) => page.context.plp.page === 1 && page.context.pickupEventIds.length === 0)).toBe(true);
  });
});
