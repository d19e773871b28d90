import * as React from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import * as styles from "./layout.module.css";

export function DefaultLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.shell} data-layout="default">
      <SkipLink />
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
