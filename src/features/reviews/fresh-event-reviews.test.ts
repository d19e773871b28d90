import type { ReviewSummary } from "@core/api/reviews";
import { mergeFreshReviews, type ListedReview } from "./fresh-event-reviews";

function built(id: number, createdAt: string): ListedReview {
  return {
    id,
    path: `/companies/3/event_reviews/${id}`,
    phase: null,
    graduate_year: 2027,
    ratings: { overall: 4, content: 4, staff: 4, usefulness: 4 },
    title: `ビルド時 ${id}`,
    excerpt: "本文",
    helpful_count: 2,
    created_at: createdAt,
    event: { id: 10, title: "夏のインターンシップ", category_label: "インターンシップ", path: "/events/internship/10" },
    attended: false,
  };
}

function fresh(id: number, createdAt: string, overrides: Partial<ReviewSummary> = {}): ReviewSummary {
  return {
    id,
    kind: "event",
    company: { id: 3, name: "株式会社ミライテック", initial_char: "ミ", square_logo: null, business_category_id: 1 },
    phase: null,
    graduate_year: 2028,
    ratings: { overall: 5, content: 5, staff: 4, usefulness: 5 },
    title: `新着 ${id}`,
    excerpt: "グループワークの講評が丁寧で…",
    helpful_count: 0,
    created_at: createdAt,
    path: `/companies/3/event_reviews/${id}`,
    attended: true,
    ...overrides,
  };
}

const page = [built(20, "2026-06-10T03:00:00.000Z"), built(19, "2026-06-01T03:00:00.000Z")];

describe("mergeFreshReviews", () => {
  it("puts the reviews posted since the build first, newest first, without a detail page and with their attendance", () => {
    const merged = mergeFreshReviews(page, [
      fresh(23, "2026-06-12T00:00:00.000Z"),
      fresh(22, "2026-06-11T00:00:00.000Z", { attended: false }),
      fresh(20, "2026-06-10T03:00:00.000Z"),
      fresh(19, "2026-06-01T03:00:00.000Z"),
    ]);
    expect(merged.map((review) => review.id)).toEqual([23, 22, 20, 19]);
    expect(merged[0]).toEqual({
      id: 23,
      path: null,
      phase: null,
      graduate_year: 2028,
      ratings: { overall: 5, content: 5, staff: 4, usefulness: 5 },
      title: "新着 23",
      excerpt: "グループワークの講評が丁寧で…",
      helpful_count: 0,
      created_at: "2026-06-12T00:00:00.000Z",
      event: null,
      attended: true,
    });
    expect(merged[1]).toMatchObject({ id: 22, path: null, attended: false });
    // the built reviews stay as built, links included
    expect(merged.slice(2)).toEqual(page);
  });

  it("keeps a review already on the page once, as built, even if the API answers it differently", () => {
    const merged = mergeFreshReviews(page, [fresh(20, "2026-06-13T00:00:00.000Z", { title: "書き換え" })]);
    expect(merged).toBe(page);
  });

  it("leaves out reviews not newer than the page's newest: an older one deleted from or missing on the page stays out", () => {
    const merged = mergeFreshReviews(page, [
      fresh(18, "2026-06-10T03:00:00.000Z"),
      fresh(17, "2026-06-05T00:00:00.000Z"),
    ]);
    expect(merged).toBe(page);
  });

  it("leaves out company reviews", () => {
    const merged = mergeFreshReviews(page, [
      fresh(30, "2026-06-20T00:00:00.000Z", { kind: "company", phase: "selection" }),
    ]);
    expect(merged).toBe(page);
  });

  it("fills a list that was empty at build time", () => {
    const merged = mergeFreshReviews([], [fresh(2, "2026-06-12T00:00:00.000Z"), fresh(1, "2026-06-11T00:00:00.000Z")]);
    expect(merged.map((review) => [review.id, review.path])).toEqual([
      [2, null],
      [1, null],
    ]);
  });

  it("answers the built page itself when the API has nothing new", () => {
    expect(mergeFreshReviews(page, [])).toBe(page);
  });
});
