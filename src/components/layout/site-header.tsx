import * as React from "react";
import { Link } from "gatsby";
import { SiteLogoLink } from "../logo/site-logo-link";
import { siteNavItems } from "./site-nav-items";
import * as styles from "./site-header.module.css";

/** Header of the default layout: logo, main navigation and a reserved slot for the sign-in state. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <SiteLogoLink />
        <nav className={styles.nav} aria-label="メインメニュー">
          <ul className={styles.navList}>
            {siteNavItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.navLink} activeClassName={styles.active}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Filled by the sign-in state in a later issue; its box is reserved now so nothing shifts. */}
        <div className={styles.accountSlot} data-testid="header-account-slot" />
      </div>
    </header>
  );
}
