import type { ReviewSummary } from "../api/reviews";
import type { ReviewKind, ReviewPhase, ReviewRatings } from "../reviews";

/**
 * Page contexts of the review pages. They are built once per build from one bulk read (gatsby/review-pages.ts)
 * and the templates have no page query, so they carry only what the pages render.
 */

export type ReviewCompany = {
  id: number;
  name: string;
  initial_char: string;
  square_logo_url: string | null;
};

/** The event an event review is about; `path` is its detail page when it has a public one. */
export type ReviewedEvent = { id: number; title: string; category_label: string; path: string | null };

/** One review as a list shows it. */
export type ReviewListItem = {
  id: number;
  path: string;
  /** company reviews only */
  phase: ReviewPhase | null;
  graduate_year: number;
  ratings: ReviewRatings;
  title: string;
  excerpt: string;
  helpful_count: number;
  created_at: string;
  /** event reviews only */
  event: ReviewedEvent | null;
  /** 参加者の体験記: an event review written by a student who attended (checked in); always false for company reviews */
  attended: boolean;
};

export type RatingSummary = {
  count: number;
  /** average per axis, one decimal; empty without reviews */
  averages: Partial<Record<keyof ReviewRatings, number>>;
  /** company reviews per phase (all three phases, zero included); null for event reviews */
  phase_counts: Record<ReviewPhase, number> | null;
};

export type ReviewListPageContext = {
  kind: ReviewKind;
  company: ReviewCompany;
  summary: RatingSummary;
  reviews: ReviewListItem[];
  page: number;
  totalPages: number;
};

export type ReviewNeighbour = { path: string; title: string };

export type ReviewDetailPageContext = {
  kind: ReviewKind;
  company: ReviewCompany;
  review: Omit<ReviewListItem, "excerpt" | "path"> & { body: string };
  /** the newer review of the company (before this one in its list), and the older one */
  newer: ReviewNeighbour | null;
  older: ReviewNeighbour | null;
};

/** The prerendered default view of /reviews: newest and most helpful reviews of both kinds, and the industries to filter by. */
export type ReviewsIndexContext = {
  newest: ReviewSummary[];
  helpful: ReviewSummary[];
  businessCategories: Array<{ id: number; name: string }>;
};
