import { Link } from "gatsby";
import * as React from "react";
import * as styles from "@/components/detail-page/detail-page.module.css";
import { CompanyAvatar } from "@/components/company-avatar/company-avatar";
import type { CooperatingSiteData } from "../cooperating-site-data";
import { trackModalImpressionCooperatingSite, useSeenOnce } from "@/lib/analytics";
import { cooperatingSitePath } from "@core/cooperating-site-paths";

type CooperatingSiteDetailsProps = {
  site: CooperatingSiteData;
  /** list entries link their name to the site's own page */
  linkName?: boolean;
  headingLevel?: "h1" | "h2";
};

/** Name, partner, service category, target graduate years, description and external links of a partner site. */
export function CooperatingSiteDetails({ site, linkName = false, headingLevel = "h2" }: CooperatingSiteDetailsProps) {
  const Heading = headingLevel;
  // No dialog shows a partner site: its details entering the viewport are its impression.
  const seenRef = useSeenOnce<HTMLDivElement>(() =>
    trackModalImpressionCooperatingSite({ cooperating_site_id: site.db_id }),
  );
  return (
    <div ref={seenRef} className={styles.header} data-cooperating-site-id={site.db_id}>
      <p className={styles.company}>
        <CompanyAvatar initialChar={site.name.slice(0, 1)} logoUrl={site.square_logo_url} size="large" />
        <span>{site.partner}</span>
      </p>
      <Heading className={headingLevel === "h1" ? styles.title : undefined}>
        {linkName ? <Link to={cooperatingSitePath(site.db_id)}>{site.name}</Link> : site.name}
      </Heading>
      <ul className={styles.labels} aria-label="ラベル">
        <li className={styles.label}>{site.service_category}</li>
        {site.short_graduate_years.map((label) => (
          <li key={label} className={styles.label}>
            {label}
          </li>
        ))}
      </ul>
      <p>{site.description}</p>
      {site.external_links.length > 0 && (
        <ul className={styles.labels}>
          {site.external_links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
