import * as React from "react";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import { FollowButton } from "@/features/engagement";
import type { EventDetailCompany } from "@core/events/event-detail-data";
import * as styles from "@/components/detail-page/detail-page.module.css";

/** Host or participating companies, with logo (or initial) and industry; `followable` adds a follow toggle to each. */
export function EventCompanies({
  companies,
  followable = false,
}: {
  companies: readonly EventDetailCompany[];
  followable?: boolean;
}) {
  return (
    <ul className={styles.companies}>
      {companies.map((company) => (
        <li key={company.db_id} className={styles.company}>
          <CompanyAvatar initialChar={company.initial_char} logoUrl={company.square_logo_url} />
          <span>{company.name}</span>
          <small>{company.business_subcategory_name}</small>
          {followable && (
            <span className={styles.companyFollow}>
              <FollowButton companyId={company.db_id} companyName={company.name} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
