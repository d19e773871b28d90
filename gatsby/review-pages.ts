import type { CreatePagesArgs } from "gatsby";
import {
  companyReviewRowSchema,
  eventReviewRowSchema,
  parseRows,
  queryCompanyReviews,
  queryEventReviews,
  withBuildDatabase,
} from "../catalogue-source";
import { reviewsIndexPath } from "../core/review-paths";
import { eventPageTemplate } from "./event-page-template";
import { deferredGenerationEnabled } from "./deferred-generation";
import { deferredReviewPaths } from "./review-defer-policy";
import { reviewSitemap } from "./sitemap/review-sitemap";
import type { SitemapEntry } from "./sitemap/sitemap-entry";
import {
  companyReviewFromRow,
  eventReviewFromRow,
  planReviewPages,
  planReviewsIndex,
  type PlannedReview,
  type ReviewTemplate,
} from "./review-page-plan";

type ReviewPagesQuery = {
  allCompany: {
    nodes: Array<{
      db_id: number;
      name: string;
      initial_char: string;
      square_logo_url: string | null;
      business_category_db_id: number;
    }>;
  };
  allBusinessCategory: { nodes: Array<{ db_id: number; name: string }> };
};

/**
 * Every review in two set-based reads, straight from the database: tens of thousands of reviews become page
 * contexts without Gatsby nodes, and their templates have no page query (see gatsby/review-page-plan.ts).
 */
async function readReviews(): Promise<{ companyReviews: PlannedReview[]; eventReviews: PlannedReview[] }> {
  return withBuildDatabase(async (db) => {
    const companyReviews = parseRows("company_reviews", companyReviewRowSchema, await queryCompanyReviews(db)).map(
      companyReviewFromRow,
    );
    const eventReviews = parseRows("event_reviews", eventReviewRowSchema, await queryEventReviews(db)).map(
      eventReviewFromRow,
    );
    return { companyReviews, eventReviews };
  });
}

/** The review pages of every company (lists and details of both kinds) and /reviews; returns their sitemap entries, deferred pages included. */
export async function createReviewPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<SitemapEntry[]> {
  const result = await graphql<ReviewPagesQuery>(`
    query ReviewPages {
      allCompany(sort: { db_id: ASC }) {
        nodes {
          db_id
          name
          initial_char
          square_logo_url
          business_category_db_id
        }
      }
      allBusinessCategory(sort: { display_order: ASC }) {
        nodes {
          db_id
          name
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("review pages: query failed", result.errors);
    return [];
  }
  const started = Date.now();
  const { companyReviews, eventReviews } = await readReviews();
  const read = Date.now();
  const companies = result.data.allCompany.nodes.map((node) => ({
    id: node.db_id,
    name: node.name,
    initial_char: node.initial_char,
    square_logo_url: node.square_logo_url,
    business_category_id: node.business_category_db_id,
  }));
  const pages = planReviewPages({
    companies: companies.map(({ business_category_id: _category, ...company }) => company),
    companyReviews,
    eventReviews,
  });
  const planned = Date.now();
  const templates: Record<ReviewTemplate, string> = {
    reviewList: eventPageTemplate("src/templates/review-list.tsx"),
    reviewDetail: eventPageTemplate("src/templates/review-detail.tsx"),
  };
  const reviewsIndex = planReviewsIndex({
    companies,
    companyReviews,
    eventReviews,
    businessCategories: result.data.allBusinessCategory.nodes.map((node) => ({ id: node.db_id, name: node.name })),
  });
  const deferred = !deferredGenerationEnabled()
    ? new Set<string>()
    : deferredReviewPaths({ pages, companyReviews, eventReviews, reviewsIndex });
  for (const page of pages) {
    actions.createPage({
      path: page.path,
      component: templates[page.template],
      context: page.context,
      defer: deferred.has(page.path),
    });
  }
  actions.createPage({
    path: reviewsIndexPath,
    component: eventPageTemplate("src/templates/reviews-index.tsx"),
    context: reviewsIndex,
  });
  const done = Date.now();
  reporter.info(
    `review pages: ${pages.length + 1}, ${deferred.size} deferred (${companyReviews.length} company and ${eventReviews.length} event reviews) in ${done - started} ms ` +
      `(read ${read - started} ms, plan ${planned - read} ms, createPage ${done - planned} ms)`,
  );
  return reviewSitemap(pages, reviewsIndex);
}
