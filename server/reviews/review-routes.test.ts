import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../db/testing";
import { apiErrorBodySchema } from "../../core/api/api-error";
import { reviewListResponseSchema, type ReviewListResponse } from "../../core/api/reviews";
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

/** A company with both company and event reviews (the most event reviews), and its counts. */
async function companyWithBothKinds(): Promise<{ companyId: number; companyCount: number; eventCount: number }> {
  const [row] = (
    await database.db.execute(sql`
      select e.company_id::int as company_id, count(*)::int as event_count,
        (select count(*)::int from company_reviews c where c.company_id = e.company_id) as company_count
      from event_reviews e
      where exists (select 1 from company_reviews c where c.company_id = e.company_id)
      group by e.company_id order by count(*) desc, e.company_id limit 1`)
  ).rows as Array<{ company_id: number; event_count: number; company_count: number }>;
  return { companyId: row!.company_id, companyCount: row!.company_count, eventCount: row!.event_count };
}

const isSortedDescending = (values: readonly number[]) =>
  values.every((value, index) => index === 0 || values[index - 1]! >= value);
const times = (body: ReviewListResponse) => body.reviews.map((review) => Date.parse(review.created_at));

describe("GET /api/v1/reviews", () => {
  it("answers the newest 20 reviews of both kinds with the count of all, CDN-cacheable", async () => {
    const response = await reviewsFunction(apiRequest("/api/v1/reviews"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Netlify-CDN-Cache-Control")).toMatch(/^public, durable, max-age=\d+/);
    const body = reviewListResponseSchema.parse(await response.json());
    const total = await scalar(
      sql`select ((select count(*) from company_reviews) + (select count(*) from event_reviews))::int as value`,
    );
    expect(body.total_counts).toBe(total);
    expect(body.reviews).toHaveLength(20);
    expect(isSortedDescending(times(body))).toBe(true);
    const newest = await scalar(
      sql`select extract(epoch from greatest((select max(created_at) from company_reviews), (select max(created_at) from event_reviews)))::float8 * 1000 as value`,
    );
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
    if (kind === "event")
      expect(body.reviews.every((review) => review.phase === null && review.ratings.content !== undefined)).toBe(true);
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
    const most = await scalar(
      sql`select greatest((select max(helpful_count) from company_reviews), (select max(helpful_count) from event_reviews))::int as value`,
    );
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

  it("filters by company with company_id: only that company's reviews of both kinds, newest first, with their count", async () => {
    const { companyId, companyCount, eventCount } = await companyWithBothKinds();
    expect(eventCount).toBeGreaterThan(1);
    const body = await list(`/api/v1/reviews?company_id=${companyId}&per=50`);
    expect(body.total_counts).toBe(companyCount + eventCount);
    expect(body.reviews.length).toBe(Math.min(50, companyCount + eventCount));
    expect(body.reviews.every((review) => review.company.id === companyId)).toBe(true);
    expect(new Set(body.reviews.map((review) => review.kind))).toEqual(new Set(["company", "event"]));

    const events = await list(`/api/v1/reviews?kind=event&company_id=${companyId}&per=10`);
    const expectedIds = (
      await database.db.execute(sql`
        select id from event_reviews where company_id = ${companyId} order by created_at desc, id desc limit 10`)
    ).rows.map((row) => (row as { id: number }).id);
    expect(events.reviews.map((review) => review.id)).toEqual(expectedIds);
    expect(events.total_counts).toBe(eventCount);
  });

  it("answers no reviews for a company without any", async () => {
    const [row] = (await database.db.execute(sql`select coalesce(max(id), 0)::int + 1 as id from companies`))
      .rows as Array<{ id: number }>;
    expect(await list(`/api/v1/reviews?company_id=${row!.id}`)).toEqual({ reviews: [], total_counts: 0 });
  });

  it("lets the CDN hold one company's reviews 60 s and the lists across companies 300 s", async () => {
    const cdnCache = async (path: string) =>
      (await reviewsFunction(apiRequest(path))).headers.get("Netlify-CDN-Cache-Control");
    expect(await cdnCache("/api/v1/reviews?kind=event&company_id=1&per=10")).toBe(
      "public, durable, max-age=60, stale-while-revalidate=60",
    );
    expect(await cdnCache("/api/v1/reviews?kind=event&per=10")).toBe(
      "public, durable, max-age=300, stale-while-revalidate=300",
    );
  });

  it.each([
    ["kind=video", "kind"],
    ["order=rating", "order"],
    ["per=51", "per"],
    ["per=0", "per"],
    ["page=0", "page"],
    ["page=x", "page"],
    ["business_category_ids[]=abc", "business_category_ids"],
    ["company_id=0", "company_id"],
    ["company_id=abc", "company_id"],
    ["company_id=1.5", "company_id"],
  ])("answers 400 naming the parameter for %s", async (query, parameter) => {
    const response = await reviewsFunction(apiRequest(`/api/v1/reviews?${query}`));
    expect(response.status).toBe(400);
    const { error } = apiErrorBodySchema.parse(await response.json());
    expect(error.status).toBe(400);
    expect(error.message).toContain(parameter);
  });
});

describe("GET /api/v1/reviews: 参加者の体験記", () => {
  let companyId: number;
  let attendedReviewId: number;

  beforeAll(async () => {
    ({ companyId } = await companyWithBothKinds());
    // A student who checked in at one of the company's events posts a review from that attended entry, after the build.
    // (an event of the company's own when the sample data has such an attended entry)
    const [entry] = (
      await database.db.execute(sql`
        select n.id, n.event_id, n.user_id from entries n join events e on e.id = n.event_id
        where n.state = 'attended' order by (e.host_company_id = ${companyId}) desc nulls last, n.id limit 1`)
    ).rows as Array<{ id: number; event_id: number; user_id: string }>;
    const [inserted] = (
      await database.db.execute(sql`
        insert into event_reviews (event_id, company_id, user_id, entry_id, graduate_year, rating_overall, rating_content,
          rating_staff, rating_usefulness, title, body, created_at)
        values (${entry!.event_id}, ${companyId}, ${entry!.user_id}, ${entry!.id}, 2027, 5, 5, 4, 5, '当日参加しました',
          'グループワークの講評が丁寧でした。', now())
        returning id`)
    ).rows as Array<{ id: number }>;
    attendedReviewId = inserted!.id;
  });

  it("marks an event review written from an attended entry attended, and reviews without one not", async () => {
    const body = await list(`/api/v1/reviews?kind=event&company_id=${companyId}&per=10`);
    expect(body.reviews[0]).toMatchObject({
      id: attendedReviewId,
      kind: "event",
      attended: true,
      title: "当日参加しました",
    });
    const unlinked = (
      await database.db.execute(sql`select id from event_reviews where company_id = ${companyId} and entry_id is null`)
    ).rows.map((row) => (row as { id: number }).id);
    const others = body.reviews.slice(1);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((review) => unlinked.includes(review.id) && review.attended === false)).toBe(true);
  });

  it("never marks a company review attended", async () => {
    const body = await list(`/api/v1/reviews?kind=company&company_id=${companyId}&per=50`);
    expect(body.reviews.length).toBeGreaterThan(0);
    expect(body.reviews.every((review) => review.attended === false)).toBe(true);
  });
});
