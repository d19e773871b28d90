import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../../db/testing";
import { apiErrorBodySchema } from "../../../core/api/api-error";
import { recommendedEventsResponseSchema } from "../../../core/api/event-recommendations";
import { apiRequest } from "../../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";

let database: TestDatabase;
let recommendations: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  recommendations = (await loadFunction("events-recommendations")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await database.db.execute(query)).rows as T[];
}

async function viewedInternship(): Promise<{ id: number; host_company_id: number; business_subcategory_id: number }> {
  const [row] = await rows<{ id: number; host_company_id: number; business_subcategory_id: number }>(sql`
    select e.id, e.host_company_id, c.business_subcategory_id from events e join companies c on c.id = e.host_company_id
    where e.category = 'internship' and e.published
      and exists (select 1 from events o join companies oc on oc.id = o.host_company_id
                  where o.category = 'internship' and o.published and o.id <> e.id and oc.id <> c.id
                    and oc.business_subcategory_id = c.business_subcategory_id
                    and exists (select 1 from schedules s where s.event_id = o.id and not s.canceled and not s.stopped_entry and s.time_limit_at > now()))
    order by e.id limit 1`);
  if (!row) throw new Error("the seed has no internship with a similar open internship");
  return row;
}

describe("GET /api/v1/recommended_events", () => {
  it("recommends open published events of the category, most similar host first, never the viewed event or its companies", async () => {
    const viewed = await viewedInternship();
    const response = await recommendations(
      apiRequest(
        `/api/v1/recommended_events?event_id=${viewed.id}&company_ids[]=${viewed.host_company_id}&event_category=internship&per=30`,
      ),
    );
    expect(response.status).toBe(200);
    const body = recommendedEventsResponseSchema.parse(await response.json());
    expect(body.recommended_events.length).toBeGreaterThan(0);
    const ids = body.recommended_events.map((event) => event.id);
    expect(ids).not.toContain(viewed.id);
    const facts = await rows<{
      id: number;
      category: string;
      published: boolean;
      open: boolean;
      host: number | null;
      sub: number | null;
    }>(sql`
      select e.id, e.category, e.published, e.host_company_id as host, c.business_subcategory_id as sub,
        exists (select 1 from schedules s where s.event_id = e.id and not s.canceled and not s.stopped_entry and s.time_limit_at > now()) as open
      from events e left join companies c on c.id = e.host_company_id where e.id = any(${sql.param(ids)}::int[])`);
    const byId = new Map(facts.map((fact) => [fact.id, fact]));
    for (const id of ids) {
      expect(byId.get(id)).toMatchObject({ category: "internship", published: true, open: true });
      expect(byId.get(id)?.host).not.toBe(viewed.host_company_id);
    }
    expect(byId.get(ids[0]!)?.sub).toBe(viewed.business_subcategory_id);
    const ranks = await rows<{ id: number; tier: number; popularity: number }>(sql`
      select e.id,
        case when c.business_subcategory_id = ${viewed.business_subcategory_id} then 0
             when coalesce(c.business_category_id, e.business_category_id) = (select business_category_id from companies where id = ${viewed.host_company_id}) then 1
             else 2 end as tier,
        ((select count(*) from clips cl where cl.event_id = e.id) + (select count(*) from entries en where en.event_id = e.id))::int as popularity
      from events e left join companies c on c.id = e.host_company_id where e.id = any(${sql.param(ids)}::int[])`);
    const rankOf = new Map(ranks.map((rank) => [rank.id, rank]));
    const keys = ids.map((id) => [rankOf.get(id)!.tier, -rankOf.get(id)!.popularity] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it("keeps only events that suit graduate_year (no year named, or that one) when it is given", async () => {
    const viewed = await viewedInternship();
    const path = `/api/v1/recommended_events?event_id=${viewed.id}&company_ids[]=${viewed.host_company_id}&event_category=internship&per=100`;
    const idsOf = async (query: string) =>
      recommendedEventsResponseSchema
        .parse(await (await recommendations(apiRequest(`${path}${query}`))).json())
        .recommended_events.map((event) => event.id);
    const yearsOf = async (ids: number[]) =>
      new Map(
        (
          await rows<{ id: number; graduate_years: number[] }>(
            sql`select id, graduate_years from events where id = any(${sql.param(ids)}::int[])`,
          )
        ).map((row) => [row.id, row.graduate_years]),
      );
    const unfiltered = await yearsOf(await idsOf(""));
    const otherYearOnly = (years: number[]) => years.length > 0 && !years.includes(2028);
    expect([...unfiltered.values()].some(otherYearOnly)).toBe(true); // without the filter, events for other years come too
    const filtered = await yearsOf(await idsOf("&graduate_year=2028"));
    expect(filtered.size).toBeGreaterThan(0);
    expect([...filtered.values()].filter(otherYearOnly)).toEqual([]);
    expect((await recommendations(apiRequest(`${path}&graduate_year=abc`))).status).toBe(400);
  });

  it("answers on the app path too, 10 events by default", async () => {
    const viewed = await viewedInternship();
    const response = await recommendations(
      apiRequest(
        `/app_api/v1/recommended_events?event_id=${viewed.id}&company_ids[]=${viewed.host_company_id}&event_category=internship`,
      ),
    );
    const body = recommendedEventsResponseSchema.parse(await response.json());
    expect(body.recommended_events.length).toBeLessThanOrEqual(10);
    expect(body.recommended_events.length).toBeGreaterThan(0);
  });

  it.each([
    ["event_id", "company_ids[]=1&event_category=seminar"],
    ["company_ids", "event_id=1&event_category=seminar"],
    ["event_category", "event_id=1&company_ids[]=1"],
  ])("answers 400 naming %s when it is missing", async (name, query) => {
    const response = await recommendations(apiRequest(`/api/v1/recommended_events?${query}`));
    expect(response.status).toBe(400);
    expect(apiErrorBodySchema.parse(await response.json()).error.message).toBe(
      `Required parameter "${name}" is missing`,
    );
  });
});

describe("GET /api/v1/signup_recommended_events", () => {
  it("answers 401 without a signed-in student", async () => {
    const response = await recommendations(apiRequest("/api/v1/signup_recommended_events"));
    expect(response.status).toBe(401);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe("unauthorized");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});
