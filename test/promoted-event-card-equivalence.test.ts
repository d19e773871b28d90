/**
 * One model per fact: the home page's top ads (ad place ad_place_web_top_page) come from the build
 * (PromotionContract nodes → topAdCardsOfBuild) while use_new_top_ads_api is off and from the promotion API
 * (GET /api/v1/promotion_contract_events → loadTopAdCards) while it is on. Both go through promotedEventCards;
 * fed the same seeded rows they must give the same cards, in the same order.
 */
import type { TestDatabase } from "../db/testing";
import { buildAllNodeInputs, readSourceData, withBuildDatabase } from "../catalogue-source";
import { apiRequest } from "../server/testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../server/testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../server/testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../server/testing/seeded-database";
import { promotionContractEventsResponseSchema } from "../core/api/event-promotions";
import { TOP_PAGE_AD_PLACE, type PromotedEventCard } from "../core/promotions/promoted-event-card";
import { topAdCardsOfBuild, TOP_ADS_SHOWN, type TopAdContract } from "../src/features/home/components/top-ads";
import { loadTopAdCards } from "../src/features/home/api/top-ads-from-api";
import type { ApiRequest, ApiRequester } from "../src/lib/api";
import { buildQueryString, type QueryParams } from "../src/lib/api/query-string";
import { cardOfNode, type CardEventNode, type Node } from "./event-card-of-node";

const helpers = {
  createNodeId: (input: string) => `id:${input}`,
  createContentDigest: (input: string | object) => JSON.stringify(input).length.toString(),
};

let database: TestDatabase;
let promotions: FunctionModule["default"];
let buildCards: PromotedEventCard[];

/** The browser's requester, answered by the promotions function itself. */
const functionClient: ApiRequester = {
  async request<T>(request: ApiRequest<T>): Promise<T> {
    const path = `${request.path}${buildQueryString(request.query as QueryParams | undefined)}`;
    const response = await promotions(apiRequest(path));
    expect([path, response.status]).toEqual([path, 200]);
    return promotionContractEventsResponseSchema.parse(await response.json()) as T;
  },
};

beforeAll(async () => {
  database = await openSeededDatabase();
  promotions = (await loadFunction("events-promotions")).default;
  const data = await withBuildDatabase(readSourceData);
  const nodes = buildAllNodeInputs(data, new Date(), helpers) as unknown as Node[];
  const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
  const prefectureNames = new Map(ofType("Prefecture").map((node) => [node.code as number, node.name as string]));
  const companies = new Map(ofType("Company").map((node) => [node.db_id as number, node]));
  const events = new Map(ofType("Event").map((node) => [node.db_id as number, node as unknown as CardEventNode]));
  // the home page query: allPromotionContract(filter: { ad_place: { eq: "ad_place_web_top_page" } }, sort: display_order, db_id)
  const contracts: TopAdContract[] = ofType("PromotionContract")
    .filter((node) => node.ad_place === TOP_PAGE_AD_PLACE)
    .sort(
      (a, b) => (a.display_order as number) - (b.display_order as number) || (a.db_id as number) - (b.db_id as number),
    )
    .map((node) => {
      const event = events.get(node.event_db_id as number);
      return {
        db_id: node.db_id as number,
        ad_place: node.ad_place as string,
        catch_copy: node.catch_copy as string | null,
        event: event ? cardOfNode(event, prefectureNames, companies) : null,
      };
    });
  buildCards = topAdCardsOfBuild(contracts);
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

describe("the top ads are the same cards from the build and from the promotion API", () => {
  it("has top ads in the sample data", () => {
    expect(buildCards.length).toBeGreaterThan(0);
    expect(buildCards.length).toBeLessThanOrEqual(TOP_ADS_SHOWN);
  });

  it("gives the same cards in the same order", async () => {
    const apiCards = await loadTopAdCards(functionClient);
    expect(apiCards).toEqual(buildCards);
  });
});
