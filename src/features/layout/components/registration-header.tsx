import * as React from "react";
import { SiteLogoLink } from "@/components/logo/site-logo-link";
import * as styles from "./registration-header.module.css";

/**
 * Simple header of the registration flow: only the logo, linking back to the main site, so that nothing
 * distracts from the questionnaire. Desktop and mobile variants; CSS shows one of them.
 */
export function RegistrationHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.desktop}`} data-header-variant="desktop">
        <SiteLogoLink />
        <p className={styles.caption}>新規会員登録</p>
      </div>
      <div className={styles.mobile} data-header-variant="mobile">
        <SiteLogoLink className={styles.mobileLogo} />
      </div>
    </header>
  );
}
