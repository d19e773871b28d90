import * as React from "react";
import type { CompanyCardData } from "../company-card-data";
import { CompanyCard } from "./company-card";
import * as styles from "./company-card-list.module.css";

export function CompanyCardList({ companies, emptyMessage }: { companies: readonly CompanyCardData[]; emptyMessage: string }) {
  if (companies.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ul className={styles.list}>
      {companies.map((company) => (
        <li key={company.db_id} className={styles.item}>
          <CompanyCard company={company} />
        </li>
      ))}
    </ul>
  );
}
