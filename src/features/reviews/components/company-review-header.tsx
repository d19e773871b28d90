import { Link } from "gatsby";
import * as React from "react";
import { companyReviewListPath } from "@core/review-paths";
import { reviewKindLabels, reviewKinds, type ReviewKind } from "@core/reviews";
import { companyPath } from "@core/routes";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import type { ReviewCompany } from "@core/review-pages/review-page-data";
import * as styles from "./reviews.module.css";

/** Company logo and name (link back to its page) with tabs between its company and event reviews. */
type CompanyReviewHeaderProps = {
  company: ReviewCompany;
  kind: ReviewKind;
  title: React.ReactNode;
  /** true on the list itself (its tab is the current page), false on a review */
  onList: boolean;
};

export function CompanyReviewHeader({ company, kind, title, onList }: CompanyReviewHeaderProps) {
  return (
    <>
      <header className={styles.companyHeader}>
        <CompanyAvatar initialChar={company.initial_char} logoUrl={company.square_logo_url} size="large" />
        <div>
          {title}
          <Link to={companyPath(company.id)} className={styles.companyLink}>
            {company.name}の企業ページへ
          </Link>
        </div>
      </header>
      <nav className={styles.tabs} aria-label="クチコミの種類">
        <ul>
          {reviewKinds.map((tab) => (
            <li key={tab}>
              <Link
                to={companyReviewListPath(tab, company.id)}
                className={tab === kind ? styles.activeTab : undefined}
                aria-current={tab === kind && onList ? "page" : undefined}
              >
                {reviewKindLabels[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
