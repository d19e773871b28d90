import { graphql } from "gatsby";
import * as React from "react";
import type { CompanyCardData } from "../company-card-data";
import { FollowButton } from "../../engagement/follow-button";
import { CompanyAvatar } from "./company-avatar";
import * as styles from "./company-card.module.css";

export const companyCardFragment = graphql`
  fragment CompanyCardFields on Company {
    db_id
    name
    initial_char
    square_logo_url
    business_category {
      name
    }
    business_subcategory_name
    overall_score
    review_count
    follower_count
    event_count
    is_official_company
  }
`;

/**
 * A company summary. Not a link yet: company pages arrive with the next issue (companyPath in src/domain/routes.ts).
 */
export function CompanyCard({ company }: { company: CompanyCardData }) {
  const headingId = `company-card-${company.db_id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <CompanyAvatar initialChar={company.initial_char} logoUrl={company.square_logo_url} size="large" />
        <div className={styles.identity}>
          <h3 id={headingId} className={styles.name}>
            {company.name}
          </h3>
          <p className={styles.industry}>
            {company.business_category.name} / {company.business_subcategory_name}
          </p>
        </div>
        <span className={styles.follow}>
          <FollowButton companyId={company.db_id} companyName={company.name} />
        </span>
      </div>
      {company.is_official_company && <p className={styles.official}>公式情報あり</p>}
      <dl className={styles.stats}>
        <div>
          <dt>総合評価</dt>
          <dd>{company.overall_score === null ? "—" : company.overall_score.toFixed(1)}</dd>
        </div>
        <div>
          <dt>クチコミ</dt>
          <dd>{company.review_count.toLocaleString("ja-JP")}件</dd>
        </div>
        <div>
          <dt>フォロワー</dt>
          <dd>{company.follower_count.toLocaleString("ja-JP")}人</dd>
        </div>
        <div>
          <dt>掲載イベント</dt>
          <dd>{company.event_count.toLocaleString("ja-JP")}件</dd>
        </div>
      </dl>
    </article>
  );
}
