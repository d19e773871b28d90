import * as React from "react";
import * as styles from "./home-section.module.css";

type HomeSectionProps = {
  /** Unique within the page: used for the heading id. */
  id: string;
  heading: string;
  description?: string;
  children: React.ReactNode;
};

export function HomeSection({ id, heading, description, children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
        {children}
      </div>
    </section>
  );
}
