import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import {
  promotionContractEventsResponseSchema,
  promotionEventsResponseSchema,
  recommendedPromotionResponseSchema,
} from "../../core/api/event-promotions";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";

let database: TestDatabase;
let promotions: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  promotions = (await loadFunction("events-promotions")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function get(path: string): Promise<unknown> {
  const response = await promotions(apiRequest(path));
  expect([path, response.status]).toEqual([path, 200]);
  return response.json();
}

type ContractFact = {
  id: number;
  ad_place_key: string;
  publication_type: string;
  category: string;
  graduate_years: number[];
  company_id: number | null;
};

async function runningContracts(): Promise<ContractFact[]> {
  return rows<ContractFact>(sql`
    select pc.id, pc.ad_place_key, pc.publication_type, e.category, e.graduate_years, pc.company_id
    from promotion_contracts pc join events e on e.id = pc.event_id
    where pc.starts_at <= now() and pc.ends_at > now() and e.published and (e.published_at is null or e.published_at <= now())
    order by pc.display_order, pc.id`);
}

const idsOf = (list: Array<{ id: number }>) => list.map((item) => item.id);

describe("GET /api/v1/promotion_contract_events", () => {
  it("answers every running contract of a published event, with its event as a list item", async () => {
    const expected = await runningContracts();
    expect(expected.length).toBeGreaterThan(0);
    const body = promotionContractEventsResponseSchema.parse(await get("/api/v1/promotion_contract_events"));
    expect(idsOf(body.promotion_contract_events)).toEqual(idsOf(expected));
    const [firstContract] = body.promotion_contract_events;
    const [event] = await rows<{ event_id: number }>(
      sql`select event_id from promotion_contracts where id = ${firstContract!.id}`,
    );
    expect(firstContract!.event.id).toBe(event!.event_id);
  });

  it("narrows by category, graduation years and ad place together", async () => {
    const expected = (await runningContracts()).filter(
      (contract) =>
        contract.ad_place_key === "ad_place_web_company_index_page" &&
        contract.category === "internship" &&
        contract.graduate_years.some((year) => year === 2027 || year === 2028),
    );
    const all = await runningContracts();
    expect(expected.length).toBeLessThan(all.length);
    const body = promotionContractEventsResponseSchema.parse(
      await get(
        "/api/v1/promotion_contract_events?category=internship&graduates[]=2027&graduates[]=2028&ad_place=ad_place_web_company_index_page",
      ),
    );
    expect(idsOf(body.promotion_contract_events)).toEqual(idsOf(expected));
    for (const contract of body.promotion_contract_events) expect(contract.event.category).toBe("internship");
  });

  it("answers one publication type at /{publication_type}", async () => {
    const expected = (await runningContracts()).filter((contract) => contract.publication_type === "banner");
    const body = promotionContractEventsResponseSchema.parse(await get("/api/v1/promotion_contract_events/banner"));
    expect(idsOf(body.promotion_contract_events)).toEqual(idsOf(expected));
    expect(
      promotionContractEventsResponseSchema.parse(await get("/api/v1/promotion_contract_events/no_such_type")),
    ).toEqual({ promotion_contract_events: [] });
  });
});

describe("GET /api/v1/promotion_contract_events/recommended", () => {
  const adPlace = "ad_place_web_company_index_page";

  it("answers 400 naming ad_place when it is missing", async () => {
    const response = await promotions(apiRequest("/api/v1/promotion_contract_events/recommended"));
    expect(response.status).toBe(400);
    expect(apiErrorBodySchema.parse(await response.json()).error.message).toBe(
      'Required parameter "ad_place" is missing',
    );
  });

  it("draws and returns a seed when none is given", async () => {
    const body = recommendedPromotionResponseSchema.parse(
      await get(`/api/v1/promotion_contract_events/recommended?ad_place=${adPlace}`),
    );
    expect(Number.isInteger(body.sample_seed)).toBe(true);
    const expected = (await runningContracts()).filter((contract) => contract.ad_place_key === adPlace);
    expect(body.promotion_contract_events).toHaveLength(Math.min(20, expected.length));
    for (const id of idsOf(body.promotion_contract_events)) expect(idsOf(expected)).toContain(id);
  });

  it("keeps one order for one seed, so pages neither repeat nor skip", async () => {
    const expected = (await runningContracts()).filter((contract) => contract.ad_place_key === adPlace);
    expect(expected.length).toBeGreaterThan(2);
    const path = (seed: number, page: number, per: number) =>
      `/api/v1/promotion_contract_events/recommended?ad_place=${adPlace}&sample_seed=${seed}&page=${page}&per=${per}`;
    const whole = recommendedPromotionResponseSchema.parse(await get(path(12345, 1, 100)));
    expect(whole.sample_seed).toBe(12345);
    expect(new Set(idsOf(whole.promotion_contract_events))).toEqual(new Set(idsOf(expected)));
    expect(recommendedPromotionResponseSchema.parse(await get(path(12345, 1, 100)))).toEqual(whole);
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 2); page += 1) {
      pages.push(
        ...idsOf(recommendedPromotionResponseSchema.parse(await get(path(12345, page, 2))).promotion_contract_events),
      );
    }
    expect(pages).toEqual(idsOf(whole.promotion_contract_events));
    const orders = await Promise.all(
      [1, 2, 3, 4, 5].map(async (seed) =>
        idsOf(recommendedPromotionResponseSchema.parse(await get(path(seed, 1, 100))).promotion_contract_events).join(
          ",",
        ),
      ),
    );
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  it("narrows to one company's promotions on the app path", async () => {
    const [contract] = (await runningContracts()).filter(
      (candidate) => candidate.ad_place_key === adPlace && candidate.company_id !== null,
    );
    const body = recommendedPromotionResponseSchema.parse(
      await get(
        `/app_api/v1/promotion_contract_events/recommended?ad_place=${adPlace}&company_id=${contract!.company_id}`,
      ),
    );
    expect(body.promotion_contract_events.length).toBeGreaterThan(0);
    for (const item of body.promotion_contract_events) expect(item.event.company?.id).toBe(contract!.company_id);
  });
});

describe("GET /app_api/v1/promotion_events", () => {
  it("answers the running contracts of an ad place", async () => {
    const expected = (await runningContracts()).filter((contract) => contract.ad_place_key === "ad_place_app_top_page");
    const body = promotionEventsResponseSchema.parse(
      await get("/app_api/v1/promotion_events?ad_place=ad_place_app_top_page"),
    );
    expect(idsOf(body.promotion_events)).toEqual(idsOf(expected));
    for (const item of body.promotion_events) expect(item.ad_place).toBe("ad_place_app_top_page");
  });
});
