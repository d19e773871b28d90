import { Link } from "gatsby";
import * as React from "react";
import { ButtonLink } from "@/components/button";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import type { CheckinCompany } from "@core/api/event-detail";
import { checkinCompanyPath } from "@core/checkin/checkin-routes";
import { normalizeSearchText, searchTerms } from "@core/search-text";
import { api, type ApiRequester } from "@/lib/api";
import { ResponseError } from "@/lib/api/errors";
import { apiPaths } from "@core/api-paths";
import { apiQuery, useApiQuery } from "@/lib/data";
import { groupByKanaRow, OTHER_ROW } from "@core/checkin/kana-rows";
import { MessageView, PageHeading, PageStatus } from "./checkin-parts";
import * as styles from "./checkin.module.css";

export type CheckinCompaniesPageProps = {
  /** `?event_id=` of the address; null when absent or not an id */
  eventId: number | null;
  client?: ApiRequester;
};

type Load =
  | { kind: "loading" }
  | { kind: "ready"; companies: CheckinCompany[] }
  | { kind: "not_found" }
  | { kind: "failed" };

const toFairs = (
  <ButtonLink variant="primary" size="large" to="/events/gosetsu">
    合同説明会一覧へ
  </ButtonLink>
);

/** Every word of the query appears in the name or its reading (kana/width/case folded). */
function matches(company: CheckinCompany, terms: readonly string[]): boolean {
  const text = normalizeSearchText(`${company.name} ${company.name_pronunciation}`);
  return terms.every((term) => text.includes(term));
}

/**
 * /event_checkinable_companies?event_id={id}: a fair's booths in あいうえお順, grouped by kana row, with a search by
 * name and ✓ チェックイン済み for the signed-in student's visits; each links to its booth page. The spec's path names
 * no fair, so the fair comes from `?event_id=`; without one the page explains it and links to the fairs.
 */
export function CheckinCompaniesPage({ eventId, client = api }: CheckinCompaniesPageProps) {
  const [query, setQuery] = React.useState("");
  const searchId = React.useId();
  const companiesQuery = useApiQuery({
    ...apiQuery(
      apiPaths.eventCheckinableCompanies,
      { params: { event_id: eventId ?? 0 }, query: { sort: "name_pronunciation" } },
      client,
    ),
    enabled: eventId !== null,
  });
  const load: Load = companiesQuery.error
    ? companiesQuery.error instanceof ResponseError && companiesQuery.error.status === 404
      ? { kind: "not_found" }
      : { kind: "failed" }
    : companiesQuery.data
      ? { kind: "ready", companies: companiesQuery.data.companies }
      : { kind: "loading" };

  const terms = React.useMemo(() => searchTerms(query), [query]);

  if (eventId === null) {
    return (
      <MessageView heading="イベントが指定されていません" focusKey="no-event" actions={toFairs}>
        出展企業の一覧は、参加する合同説明会のページから開いてください。
      </MessageView>
    );
  }
  if (load.kind === "loading") return <PageStatus />;
  if (load.kind === "not_found") {
    return (
      <MessageView heading="イベントが見つかりません" focusKey="not-found" actions={toFairs}>
        このイベントは存在しないか、公開が終了しました。
      </MessageView>
    );
  }
  if (load.kind === "failed") {
    return (
      <MessageView heading="出展企業を読み込めませんでした" focusKey="failed">
        通信環境をご確認のうえ、時間をおいてもう一度お試しください。
      </MessageView>
    );
  }

  const shown = terms.length === 0 ? load.companies : load.companies.filter((company) => matches(company, terms));
  const groups = groupByKanaRow(shown);
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <PageHeading focusKey="ready">出展企業一覧</PageHeading>
        <div className={styles.search} role="search">
          <label htmlFor={searchId}>企業名で検索</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
        </div>
        <p role="status" className={styles.qrNote}>
          {load.companies.length === 0
            ? "出展企業はまだありません。"
            : terms.length > 0
              ? `${shown.length}社が見つかりました`
              : `${load.companies.length}社`}
        </p>
        {groups.map((group) => (
          <section key={group.row} aria-labelledby={`${searchId}-${group.row}`}>
            <h2 id={`${searchId}-${group.row}`} className={styles.rowHeading}>
              {group.row === OTHER_ROW ? OTHER_ROW : `${group.row}行`}
            </h2>
            <ul className={styles.companyList}>
              {group.companies.map((company) => (
                <li key={company.id}>
                  <Link className={styles.company} to={checkinCompanyPath(company.id)}>
                    <CompanyAvatar initialChar={company.initial_char} logoUrl={company.square_logo} />
                    <span className={styles.companyName}>
                      {company.name}
                      <span className={styles.companyCategory}>{company.business_category_name}</span>
                    </span>
                    {company.is_checked_in && <span className={styles.checked}>✓ チェックイン済み</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
