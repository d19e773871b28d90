/**
 * One model per fact: the prerendered default view of /reviews (bulk review reads → planReviewsIndex, from the
 * build's company nodes) and GET /api/v1/reviews (what the browser shows after a filter, and what page 1 of a
 * company's event-review list merges in) are fed the same seeded rows and must answer the same reviews, in the
 * same order, each the same way — 参加者の体験記 (`attended`) included.
 *
 * A cross-layer test on purpose: it lives outside src/, server/ and gatsby/ because it reads all three.
 */
import { sql } from "drizzle-orm";
import type { TestDatabase } from "../db/testing";
import {
  buildAllNodeInputs,
  companyReviewRowSchema,
  eventReviewRowSchema,
  parseRows,
  queryCompanyReviews,
  queryEventReviews,
  readSourceData,
  withBuildDatabase,
} from "../catalogue-source";
import {
  companyReviewFromRow,
  eventReviewFromRow,
  planReviewsIndex,
  REVIEWS_INDEX_COUNT,
} from "../gatsby/review-page-plan";
import { apiRequest } from "../server/testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../server/testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../server/testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../server/testing/seeded-database";
import { reviewListResponseSchema, type ReviewSummary } from "../core/api/reviews";
import type { ReviewsIndexContext } from "../core/review-pages/review-page-data";

type Node = Record<string, unknown> & { internal: { type: string } };

const helpers = {
  createNodeId: (input: string) => `id:${input}`,
  createContentDigest: (input: string | object) => JSON.stringify(input).length.toString(),
};

let database: TestDatabase;
let reviewsFunction: FunctionModule["default"];

async function apiSection(order: "newest" | "helpful"): Promise<ReviewSummary[]> {
  const path = `/api/v1/reviews?order=${order}&per=${REVIEWS_INDEX_COUNT}`;
  const response = await reviewsFunction(apiRequest(path));
  expect([path, response.status]).toEqual([path, 200]);
  return reviewListResponseSchema.parse(await response.json()).reviews;
}

/** What gatsby/review-pages.ts plans for /reviews, read as the build reads (DATABASE_URL points at this database). */
async function plannedIndex(): Promise<ReviewsIndexContext> {
  const { companyReviews, eventReviews } = await withBuildDatabase(async (db) => ({
    companyReviews: parseRows("company_reviews", companyReviewRowSchema, await queryCompanyReviews(db)).map(
      companyReviewFromRow,
    ),
    eventReviews: parseRows("event_reviews", eventReviewRowSchema, await queryEventReviews(db)).map(eventReviewFromRow),
  }));
  const nodes = buildAllNodeInputs(await withBuildDatabase(readSourceData), new Date(), helpers) as unknown as Node[];
  const companies = nodes
    .filter((node) => node.internal.type === "Company")
    .map((node) => ({
      id: node.db_id as number,
      name: node.name as string,
      initial_char: node.initial_char as string,
      square_logo_url: node.square_logo_url as string | null,
      business_category_id: node.business_category_db_id as number,
    }));
  return planReviewsIndex({ companies, companyReviews, eventReviews, businessCategories: [] });
}

beforeAll(async () => {
  database = await openSeededDatabase();
  reviewsFunction = (await loadFunction("reviews")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeSeededDatabase(database);
});

describe("the prerendered /reviews and GET /api/v1/reviews", () => {
  it("answer the same newest and most helpful reviews, in the same order and the same way, attendee reviews marked", async () => {
    // Some of the event reviews /reviews shows become attendee reviews (each from its own attended entry), one per section.
    const shownEventReviews = [await apiSection("newest"), await apiSection("helpful")]
      .map((section) => section.find((review) => review.kind === "event"))
      .filter((review) => review !== undefined);
    expect(shownEventReviews.length).toBeGreaterThan(0);
    for (const review of new Map(shownEventReviews.map((shown) => [shown.id, shown])).values()) {
      await database.db.execute(sql`
        update event_reviews set entry_id = (
          select n.id from entries n where n.state = 'attended'
            and not exists (select 1 from event_reviews r where r.entry_id = n.id) order by n.id limit 1)
        where id = ${review.id}`);
    }

    const index = await plannedIndex();
    expect(await apiSection("newest")).toEqual(index.newest);
    expect(await apiSection("helpful")).toEqual(index.helpful);
    // The sample data has the cases the rule is about; without them this test would prove little.
    const shown = [...index.newest, ...index.helpful];
    expect(shown.some((review) => review.kind === "event" && review.attended)).toBe(true);
    expect(shown.some((review) => !review.attended)).toBe(true);
    expect(shown.filter((review) => review.kind === "company").every((review) => !review.attended)).toBe(true);
  });
});
