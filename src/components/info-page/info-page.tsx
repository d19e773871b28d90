import * as React from "react";
import type { InfoSection } from "./info-section";
import { TableOfContents } from "./table-of-contents";
import * as styles from "./info-page.module.css";

export interface InfoPageProps {
  title: string;
  /** Introductory paragraph(s) shown above the table of contents. */
  lead?: React.ReactNode;
  sections: readonly InfoSection[];
  /** Shown at the end, e.g. 「2025年4月1日 制定」. */
  dates?: readonly string[];
}

/** Layout of the /infos pages: title, lead, table of contents, numbered sections. */
export function InfoPage({ title, lead, sections, dates }: InfoPageProps) {
  return (
    <article className={`container ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
      {lead && <div className={styles.lead}>{lead}</div>}
      {sections.length > 1 && <TableOfContents sections={sections} />}
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={styles.section}
          aria-labelledby={`${section.id}-heading`}
          tabIndex={-1}
        >
          <h2 id={`${section.id}-heading`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.content}
        </section>
      ))}
      {dates && dates.length > 0 && (
        <ul className={styles.dates}>
          {dates.map((date) => (
            <li key={date}>{date}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
