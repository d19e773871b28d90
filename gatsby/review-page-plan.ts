import { eventCategoryLabels } from "../core/event-category";
import { eventPath } from "../core/routes";
import { summarizeRatings } from "../core/review-pages/rating-summary";
import { reviewExcerpt, type ReviewKind } from "../core/reviews";
import type {
  ReviewCompany,
  ReviewDetailPageContext,
  ReviewListItem,
  ReviewListPageContext,
  ReviewNeighbour,
  ReviewsIndexContext,
} from "../core/review-pages/review-page-data";
import { companyReviewListPath, companyReviewPath } from "../core/review-paths";
import type { CompanyReviewRow, EventReviewRow } from "../catalogue-source";
import type { ReviewSummary } from "../core/api/reviews";

/** Reviews per page of a company's review list. */
export const REVIEWS_PER_PAGE = 10;

export type ReviewTemplate = "reviewList" | "reviewDetail";

export type PlannedReviewPage =
  | { path: string; template: "reviewList"; context: ReviewListPageContext }
  | { path: string; template: "reviewDetail"; context: ReviewDetailPageContext };

/** A review as the pages use it: the list item plus the full body. */
export type PlannedReview = ReviewListItem & { company_id: number; body: string };

export function companyReviewFromRow(row: CompanyReviewRow): PlannedReview {
  return {
    id: row.id,
    company_id: row.company_id,
    path: companyReviewPath("company", row.company_id, row.id),
    phase: row.phase,
    graduate_year: row.graduate_year,
    ratings: {
      overall: row.rating_overall,
      atmosphere: row.rating_atmosphere,
      growth: row.rating_growth,
      welfare: row.rating_welfare,
      selection: row.rating_selection,
    },
    title: row.title,
    excerpt: reviewExcerpt(row.body),
    body: row.body,
    helpful_count: row.helpful_count,
    created_at: row.created_at.toISOString(),
    event: null,
    attended: false,
  };
}

export function eventReviewFromRow(row: EventReviewRow): PlannedReview {
  return {
    id: row.id,
    company_id: row.company_id,
    path: companyReviewPath("event", row.company_id, row.id),
    phase: null,
    graduate_year: row.graduate_year,
    ratings: {
      overall: row.rating_overall,
      content: row.rating_content,
      staff: row.rating_staff,
      usefulness: row.rating_usefulness,
    },
    title: row.title,
    excerpt: reviewExcerpt(row.body),
    body: row.body,
    helpful_count: row.helpful_count,
    created_at: row.created_at.toISOString(),
    event: {
      id: row.event_id,
      title: row.event_title,
      category_label: eventCategoryLabels[row.event_category],
      path: row.event_has_page ? eventPath(row.event_category, row.event_id) : null,
    },
    attended: row.attended,
  };
}

/** Groups reviews by company keeping their order (the read is already newest first within a company). */
function groupByCompany(reviews: readonly PlannedReview[]): Map<number, PlannedReview[]> {
  const byCompany = new Map<number, PlannedReview[]>();
  for (const review of reviews) {
    const list = byCompany.get(review.company_id);
    if (list) list.push(review);
    else byCompany.set(review.company_id, [review]);
  }
  return byCompany;
}

function toListItem({ company_id: _companyId, body: _body, ...item }: PlannedReview): ReviewListItem {
  return item;
}

function neighbour(review: PlannedReview | undefined): ReviewNeighbour | null {
  return review ? { path: review.path, title: review.title } : null;
}

function pagesOfKind(kind: ReviewKind, company: ReviewCompany, reviews: readonly PlannedReview[]): PlannedReviewPage[] {
  const pages: PlannedReviewPage[] = [];
  const summary = summarizeRatings(kind, reviews);
  const totalPages = Math.max(1, Math.ceil(reviews.length / REVIEWS_PER_PAGE));
  for (let page = 1; page <= totalPages; page += 1) {
    const slice = reviews.slice((page - 1) * REVIEWS_PER_PAGE, page * REVIEWS_PER_PAGE);
    pages.push({
      path: companyReviewListPath(kind, company.id, page),
      template: "reviewList",
      context: { kind, company, summary, reviews: slice.map(toListItem), page, totalPages },
    });
  }
  reviews.forEach((review, index) => {
    const { path: _path, excerpt: _excerpt, company_id: _companyId, ...detail } = review;
    pages.push({
      path: review.path,
      template: "reviewDetail",
      context: {
        kind,
        company,
        review: detail,
        newer: neighbour(reviews[index - 1]),
        older: neighbour(reviews[index + 1]),
      },
    });
  });
  return pages;
}

export type ReviewPagesInput = {
  companies: readonly ReviewCompany[];
  /** newest first within each company */
  companyReviews: readonly PlannedReview[];
  eventReviews: readonly PlannedReview[];
};

/**
 * Every company gets both review lists (an empty state when it has no reviews), paged by REVIEWS_PER_PAGE with
 * /page-N from page 2, and one detail page per review under its own company only.
 */
export function planReviewPages({ companies, companyReviews, eventReviews }: ReviewPagesInput): PlannedReviewPage[] {
  const companyByCompany = groupByCompany(companyReviews);
  const eventByCompany = groupByCompany(eventReviews);
  const pages: PlannedReviewPage[] = [];
  for (const company of companies) {
    pages.push(...pagesOfKind("company", company, companyByCompany.get(company.id) ?? []));
    pages.push(...pagesOfKind("event", company, eventByCompany.get(company.id) ?? []));
  }
  return pages;
}

/** Reviews per section of the prerendered /reviews page. */
export const REVIEWS_INDEX_COUNT = 10;

export type IndexCompany = ReviewCompany & { business_category_id: number };

function toSummary(kind: ReviewKind, review: PlannedReview, company: IndexCompany): ReviewSummary {
  return {
    id: review.id,
    kind,
    company: {
      id: company.id,
      name: company.name,
      initial_char: company.initial_char,
      square_logo: company.square_logo_url,
      business_category_id: company.business_category_id,
    },
    phase: review.phase,
    graduate_year: review.graduate_year,
    ratings: review.ratings,
    title: review.title,
    excerpt: review.excerpt,
    helpful_count: review.helpful_count,
    created_at: review.created_at,
    path: review.path,
    attended: review.attended,
  };
}

/**
 * The default view of /reviews (both kinds, every industry): the newest and the most helpful reviews, ordered as
 * GET /api/v1/reviews orders them (newest: created_at, kind, id desc; helpful: helpful_count first).
 */
export function planReviewsIndex(
  input: Omit<ReviewPagesInput, "companies"> & {
    companies: readonly IndexCompany[];
    businessCategories: ReviewsIndexContext["businessCategories"];
  },
): ReviewsIndexContext {
  const companies = new Map(input.companies.map((company) => [company.id, company]));
  const all = [
    ...input.companyReviews.map((review) => ({ kind: "company" as const, review })),
    ...input.eventReviews.map((review) => ({ kind: "event" as const, review })),
  ].filter(({ review }) => companies.has(review.company_id));
  const newer = (a: (typeof all)[number], b: (typeof all)[number]) =>
    Date.parse(b.review.created_at) - Date.parse(a.review.created_at) ||
    a.kind.localeCompare(b.kind) ||
    b.review.id - a.review.id;
  const pick = (sorted: typeof all) =>
    sorted
      .slice(0, REVIEWS_INDEX_COUNT)
      .map(({ kind, review }) => toSummary(kind, review, companies.get(review.company_id)!));
  return {
    newest: pick([...all].sort(newer)),
    helpful: pick([...all].sort((a, b) => b.review.helpful_count - a.review.helpful_count || newer(a, b))),
    businessCategories: input.businessCategories,
  };
}
