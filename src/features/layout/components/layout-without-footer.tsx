import * as React from "react";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import * as styles from "./layout.module.css";

/** Spec §2: the schedule confirm and courses pages keep the header but have no footer, so nothing distracts from the one action. */
export function LayoutWithoutFooter({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.shell} data-layout="without-footer">
      <SkipLink />
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
