import { graphql, Link } from "gatsby";
import * as React from "react";
import { companyPath } from "@core/routes";
import type { CompanyCardData } from "../company-card-data";
import { FollowButton } from "@/features/engagement";
import { BusinessCategoryIcon } from "./business-category-icon";
import { AwardBadge, isAwardRank } from "./award-badge";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import * as styles from "./company-card.module.css";

export const companyCardFragment = graphql`
  fragment CompanyCardFields on Company {
    db_id
    name
    initial_char
    square_logo_url
    business_category {
      name
      icon_key
    }
    business_subcategory_name
    overall_score
    review_count
    follower_count
    event_count
    is_official_company
    latest_award_reviews_year
    latest_award_reviews_badge
  }
`;

/** A company summary whose name links to the company page. */
export function CompanyCard({ company }: { company: CompanyCardData }) {
  const headingId = `company-card-${company.db_id}`;
  const badge = company.latest_award_reviews_badge;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <CompanyAvatar initialChar={company.initial_char} logoUrl={company.square_logo_url} size="large" />
        <div className={styles.identity}>
          <h3 id={headingId} className={styles.name}>
            <Link to={companyPath(company.db_id)}>{company.name}</Link>
          </h3>
          <p className={styles.industry}>
            <BusinessCategoryIcon
              iconKey={company.business_category.icon_key}
              size={16}
              className={styles.industryIcon}
            />
            {company.business_category.name} / {company.business_subcategory_name}
          </p>
        </div>
        <span className={styles.follow}>
          <FollowButton companyId={company.db_id} companyName={company.name} />
        </span>
      </div>
      {(company.is_official_company || (company.latest_award_reviews_year !== null && isAwardRank(badge))) && (
        <div className={styles.marks}>
          {company.latest_award_reviews_year !== null && isAwardRank(badge) && (
            <AwardBadge year={company.latest_award_reviews_year} rank={badge} size={36} />
          )}
          {company.is_official_company && <p className={styles.official}>公式情報あり</p>}
        </div>
      )}
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
