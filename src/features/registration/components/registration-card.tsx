import * as React from "react";
import * as styles from "./registration.module.css";

/** The page frame of every registration page: a card with a heading that takes focus when the page opens. */
export function RegistrationCard({
  title,
  lead,
  before,
  children,
}: {
  title: string;
  lead?: React.ReactNode;
  before?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    // Keyboard and screen-reader users start each step at its heading, not where the previous step's button was.
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="registration-heading">
        {before}
        <h1 id="registration-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  );
}

export function RegistrationStatus({ children = "読み込み中です…" }: { children?: React.ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.status} role="status">
        {children}
      </p>
    </div>
  );
}
