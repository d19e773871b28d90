import { navigate, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { headSearch, SeoHead } from "@/components/seo";
import type { ReviewSummary } from "@core/api/reviews";
import { reviewsIndexPath } from "@core/review-paths";
import { useHydrated } from "@/lib/data";
import { formQuery } from "@/lib/forms/form-query";
import { reviewKindLabels, reviewKinds } from "@core/reviews";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import {
  ReviewCard,
  reviewsStyles as styles,
  reviewsIndexBreadcrumbs,
  reviewsIndexTitle,
  hasReviewFilters,
  noReviewFilters,
  parseReviewFilters,
  reviewFiltersHref,
  type ReviewsIndexFilters,
  useReviewsIndex,
} from "@/features/reviews";
import type { ReviewsIndexContext } from "@core/review-pages/review-page-data";

function ReviewSection({ id, title, reviews }: { id: string; title: string; reviews: readonly ReviewSummary[] }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {reviews.length === 0 ? (
        <p className={styles.empty}>この条件のクチコミはありません。</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={`${review.kind}-${review.id}`}>
              <ReviewCard review={review} headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type FilterFormProps = { filters: ReviewsIndexFilters; businessCategories: ReviewsIndexContext["businessCategories"] };

/**
 * Industry and kind; applying them changes the URL query (the sections follow it). The controls are uncontrolled and
 * read on submit, so a choice made before hydration is kept; the caller keys the form by the applied filters.
 */
function ReviewFilterForm({ filters, businessCategories }: FilterFormProps) {
  const industryIds = businessCategories.map((category) => category.id);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = parseReviewFilters(formQuery(event.currentTarget).toString(), industryIds);
    void navigate(reviewFiltersHref(reviewsIndexPath, chosen));
  };
  return (
    <form
      className={styles.filters}
      action={reviewsIndexPath}
      method="get"
      onSubmit={submit}
      aria-label="クチコミの絞り込み"
    >
      <div>
        <label htmlFor="review-industry">業界</label>
        <select id="review-industry" name="industry" defaultValue={filters.industry ?? ""}>
          <option value="">すべての業界</option>
          {businessCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>種類</legend>
        <div className={styles.radios}>
          {[null, ...reviewKinds].map((kind) => (
            <label key={kind ?? "all"}>
              <input type="radio" name="kind" value={kind ?? ""} defaultChecked={filters.kind === kind} />
              {kind ? reviewKindLabels[kind] : "すべて"}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={styles.submit}>
        この条件で表示
      </button>
    </form>
  );
}

/**
 * /reviews: the newest and the most helpful reviews across companies. The default view is prerendered from the page
 * context; a filtered view (`?industry=…&kind=…`, noindex) is loaded from GET /api/v1/reviews.
 */
export default function ReviewsIndexTemplate({ pageContext, location }: PageProps<object, ReviewsIndexContext>) {
  // The prerendered HTML has no query: read it after hydration so the first render matches that HTML.
  const search = useHydrated() ? location.search : "";
  const categories = pageContext.businessCategories;
  const filters = React.useMemo(
    () =>
      search
        ? parseReviewFilters(
            search,
            categories.map((category) => category.id),
          )
        : noReviewFilters,
    [search, categories],
  );
  const state = useReviewsIndex(filters, { newest: pageContext.newest, helpful: pageContext.helpful, total: null });
  const industry = pageContext.businessCategories.find((category) => category.id === filters.industry);

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={reviewsIndexBreadcrumbs()} />
      <h1>{reviewsIndexTitle}</h1>
      <p>学生が投稿した企業クチコミとイベントクチコミを、新着順と参考になった順で紹介します。</p>
      <ReviewFilterForm
        key={reviewFiltersHref(reviewsIndexPath, filters)}
        filters={filters}
        businessCategories={pageContext.businessCategories}
      />
      {hasReviewFilters(filters) && (
        <p role="status" className={styles.muted}>
          {[industry?.name, filters.kind ? reviewKindLabels[filters.kind] : null].filter(Boolean).join("・")}
          で絞り込み中
          {state.status === "loaded" && state.sections.total !== null ? `（${state.sections.total}件）` : ""}
        </p>
      )}
      {state.status === "loading" && (
        <div className={styles.loading}>
          <p className={styles.empty}>読み込み中…</p>
        </div>
      )}
      {state.status === "failed" && (
        <p className={styles.empty} role="alert">
          クチコミを読み込めませんでした。時間をおいてもう一度お試しください。
        </p>
      )}
      {state.status === "loaded" && (
        <>
          <ReviewSection id="newest-reviews" title="新着クチコミ" reviews={state.sections.newest} />
          <ReviewSection id="helpful-reviews" title="参考になったクチコミ" reviews={state.sections.helpful} />
        </>
      )}
    </div>
  );
}

export function Head({ location }: HeadProps<object, ReviewsIndexContext>) {
  const search = headSearch(location);
  // Any filter (URLSearchParams#size is missing in older browsers and jsdom)
  const filtered = new URLSearchParams(search ?? "").toString() !== "";
  return (
    <SeoHead
      title="クチコミ（企業クチコミ・イベントクチコミ）"
      description="就活生が投稿した企業クチコミとイベントクチコミ。新着のクチコミと参考になったクチコミを業界・種類で絞り込めます。"
      path={reviewsIndexPath}
      location={location}
      noindex={filtered}
      nofollow={filtered}
      breadcrumbs={reviewsIndexBreadcrumbs()}
    />
  );
}
