import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../src/domain/api/api-error";
import { reviewListResponseSchema, type ReviewListResponse } from "../../src/domain/api/reviews";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../testing/seeded-database";

let database: TestDatabase;
let reviewsFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await openSeededDatabase();
  reviewsFunction = (await loadFunction("reviews")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

async function list(path: string): Promise<ReviewListResponse> {
  const response = await reviewsFunction(apiRequest(path));
  expect([path, response.status]).toEqual([path, 200]);
  return reviewListResponseSchema.parse(await response.json());
}

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = (await database.db.execute(query)).rows as Array<{ value: number }>;
  return row!.value;
}

const isSortedDescending = (values: readonly number[]) => values.every((value, index) => index === 0 || values[index - 1]! >= value);
const times = (body: ReviewListResponse) => body.reviews.map((review) => Date.parse(review.created_at));

describe("GET /api/v1/reviews", () => {
  it("answers the newest 20 reviews of both kinds with the count of all, CDN-cacheable", async () => {
    const response = await reviewsFunction(apiRequest("/api/v1/reviews"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Netlify-CDN-Cache-Control")).toMatch(/^public, durable, max-age=\d+/);
    const body = reviewListResponseSchema.parse(await response.json());
    const total = await scalar(sql`select ((select count(*) from company_reviews) + (select count(*) from event_reviews))::int as value`);
    expect(body.total_counts).toBe(total);
    expect(body.reviews).toHaveLength(20);
    expect(isSortedDescending(times(body))).toBe(true);
    const newest = await scalar(sql`select extract(epoch from greatest((select max(created_at) from company_reviews), (select max(created_at) from event_reviews)))::float8 * 1000 as value`);
    expect(times(body)[0]).toBe(newest);
  });

  it("serializes a company review from the database: company, phase, ratings per axis, excerpt and detail path", async () => {
    const body = await list("/api/v1/reviews?kind=company&per=1");
    const review = body.reviews[0]!;
    const [row] = (
      await database.db.execute(sql`
        select r.company_id, c.name, r.phase, r.graduate_year::int as graduate_year, r.rating_overall::int as overall,
          r.rating_welfare::int as welfare, r.title, r.body, r.helpful_count
        from company_reviews r join companies c on c.id = r.company_id where r.id = ${review.id}`)
    ).rows as Array<Record<string, string | number>>;
    expect(review).toMatchObject({
      kind: "company",
      company: { id: row!.company_id, name: row!.name },
      phase: row!.phase,
      graduate_year: row!.graduate_year,
      title: row!.title,
      helpful_count: row!.helpful_count,
      path: `/companies/${row!.company_id}/reviews/${review.id}`,
    });
    expect(review.ratings).toMatchObject({ overall: row!.overall, welfare: row!.welfare });
    expect(Object.keys(review.ratings).sort()).toEqual(["atmosphere", "growth", "overall", "selection", "welfare"]);
    expect(String(row!.body).startsWith(review.excerpt.replace(/…$/, ""))).toBe(true);
  });

  it.each([
    ["company", "company", "reviews"],
    ["event", "event", "event_reviews"],
  ] as const)("kind=%s answers only %s reviews, linked under /%s", async (kind, expected, segment) => {
    const body = await list(`/api/v1/reviews?kind=${kind}&per=50`);
    const table = kind === "company" ? sql`company_reviews` : sql`event_reviews`;
    expect(body.total_counts).toBe(await scalar(sql`select count(*)::int as value from ${table}`));
    expect(body.reviews.every((review) => review.kind === expected && review.path.includes(`/${segment}/`))).toBe(true);
    if (kind === "event") expect(body.reviews.every((review) => review.phase === null && review.ratings.content !== undefined)).toBe(true);
  });

  it("filters by industry: every review is of a company in one of the business categories", async () => {
    const body = await list("/api/v1/reviews?business_category_ids[]=3&business_category_ids[]=5&per=50");
    const expected = await scalar(sql`
      select ((select count(*) from company_reviews r join companies c on c.id = r.company_id where c.business_category_id in (3, 5))
        + (select count(*) from event_reviews r join companies c on c.id = r.company_id where c.business_category_id in (3, 5)))::int as value`);
    expect(body.total_counts).toBe(expected);
    expect(body.total_counts).toBeGreaterThan(0);
    expect(body.reviews.every((review) => [3, 5].includes(review.company.business_category_id))).toBe(true);
  });

  it("orders by helpful count (then newest) with order=helpful", async () => {
    const body = await list("/api/v1/reviews?order=helpful&per=50");
    expect(isSortedDescending(body.reviews.map((review) => review.helpful_count))).toBe(true);
    const most = await scalar(sql`select greatest((select max(helpful_count) from company_reviews), (select max(helpful_count) from event_reviews))::int as value`);
    expect(body.reviews[0]!.helpful_count).toBe(most);
  });

  it("pages without overlap and answers an empty page beyond the end", async () => {
    const first = await list("/api/v1/reviews?kind=event&per=30&page=1");
    const second = await list("/api/v1/reviews?kind=event&per=30&page=2");
    const key = (review: { kind: string; id: number }) => `${review.kind}-${review.id}`;
    expect(second.reviews).toHaveLength(30);
    expect(first.reviews.map(key).filter((id) => second.reviews.map(key).includes(id))).toEqual([]);
    expect(Math.min(...times(first))).toBeGreaterThanOrEqual(Math.max(...times(second)));
    const beyond = await list(`/api/v1/reviews?kind=event&per=50&page=${Math.ceil(first.total_counts / 50) + 1}`);
    expect(beyond).toEqual({ reviews: [], total_counts: first.total_counts });
  });

  it.each([
    ["kind=video", "kind"],
    ["order=rating", "order"],
    ["per=51", "per"],
    ["per=0", "per"],
    ["page=0", "page"],
    ["page=x", "page"],
    ["business_category_ids[]=abc", "business_category_ids"],
  ])("answers 400 naming the parameter for %s", async (query, parameter) => {
    const response = await reviewsFunction(apiRequest(`/api/v1/reviews?${query}`));
    expect(response.status).toBe(400);
    const { error } = apiErrorBodySchema.parse(await response.json());
    expect(error.status).toBe(400);
    expect(error.message).toContain(parameter);
  });
});
