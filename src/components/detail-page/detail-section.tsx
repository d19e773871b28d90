import * as React from "react";
import * as styles from "./detail-page.module.css";

/** A titled section of a detail page; `id` makes the heading id unique. */
export function DetailSection({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}
