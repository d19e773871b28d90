import * as React from "react";
import { RegistrationHeader } from "./registration-header";
import { SiteFooter } from "./site-footer";
import { SkipLink } from "./skip-link";
import * as styles from "./layout.module.css";

export function RegistrationLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.shell} data-layout="registration">
      <SkipLink />
      <RegistrationHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
