import { Link, navigate } from "gatsby";
import * as React from "react";
import { useMemo } from "react";
import { COMPANY_LIST_PER, COMPANY_PLP_PATH } from "@core/company-list-paths";
import { useCurrentUser } from "@/features/auth";
import { loginHref } from "@/features/engagement";
import { Breadcrumbs } from "@/components/detail-page/breadcrumbs";
import { CompanyCardList } from "../../components/company-card-list";
import { Pagination } from "@/components/pagination/pagination";
import { canonicalCompanyPlpSearch, companyPlpSearch, parseCompanyPlpSearch } from "../company-plp-params";
import { CompanyPlpForm, type CompanyPlpOptions } from "./company-plp-form";
import { useCompanyPlpResult, type CompanyPlpResult } from "../use-company-plp-result";
import { companyPlpSearchCriteria } from "../company-plp-search";
import { useSearchTracking } from "@/lib/analytics/use-search-tracking";
import * as styles from "./company-plp.module.css";

export const companyPlpBreadcrumbs = [
  { name: "ホーム", path: "/" },
  { name: "企業一覧", path: "/companies" },
  { name: "条件から企業を探す", path: COMPANY_PLP_PATH },
];

type CompanyPlpViewProps = { search: string; options: CompanyPlpOptions; prerendered: CompanyPlpResult };

/**
 * /companies/plp: the filters live in the page's query (large_category, prefectures, lowerLimitOfCompanyReview,
 * companiesToFollow, order, page); submitting the form navigates to the new query, which the listing follows.
 */
export function CompanyPlpView({ search, options, prerendered }: CompanyPlpViewProps) {
  const filters = useMemo(() => parseCompanyPlpSearch(search), [search]);
  const viewer = useCurrentUser().status;
  const state = useCompanyPlpResult(filters, prerendered, viewer);
  const key = companyPlpSearch(filters);
  // the build's unfiltered list, shown until a filtered one loads, answers no search
  const shown = state.status === "loaded" && state.result !== prerendered ? state.result : null;
  useSearchTracking(companyPlpSearchCriteria(filters), shown && { results: shown, count: shown.totalCount });
  React.useEffect(() => {
    // a submit before hydration (the browser's own GET) leaves empty and default fields in the address: tidy it
    const canonical = canonicalCompanyPlpSearch(search);
    if (canonical !== search) void navigate(`${COMPANY_PLP_PATH}${canonical}`, { replace: true });
  }, [search]);
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={companyPlpBreadcrumbs} />
      <h1 className={styles.heading}>条件から企業を探す</h1>
      <CompanyPlpForm
        key={`${key}-${viewer}`}
        filters={filters}
        options={options}
        signedIn={viewer === "signed_in"}
        onSubmit={(next) => void navigate(`${COMPANY_PLP_PATH}${companyPlpSearch(next)}`)}
      />
      <p className={styles.count} aria-live="polite">
        {state.status === "loaded" ? (
          <>
            <strong data-testid="company-plp-total">{state.result.totalCount.toLocaleString("ja-JP")}</strong>社
            {filters.page > 1 && `（${filters.page}ページ目）`}
          </>
        ) : state.status === "loading" ? (
          "読み込み中…"
        ) : state.status === "needs_sign_in" ? (
          <>
            フォロー中の企業で絞り込むには<Link to={loginHref(`${COMPANY_PLP_PATH}${key}`)}>ログイン</Link>
            してください。
          </>
        ) : (
          "企業を読み込めませんでした。時間をおいて再度お試しください。"
        )}
      </p>
      {state.status === "loaded" ? (
        <>
          {/* the cards' names are h3: this h2 keeps the outline without a skipped level (Nu HTML Checker) */}
          <h2 className="visually-hidden">検索結果</h2>
          <CompanyCardList
            companies={state.result.companies}
            emptyMessage="条件に合う企業はありません。条件を変えてお探しください。"
          />
          <Pagination
            current={filters.page}
            totalPages={Math.max(1, Math.ceil(state.result.totalCount / COMPANY_LIST_PER))}
            href={(page) => `${COMPANY_PLP_PATH}${companyPlpSearch({ ...filters, page })}`}
          />
        </>
      ) : (
        <div className={styles.placeholder} aria-busy={state.status === "loading"} />
      )}
    </div>
  );
}
