import * as React from "react";
import { Link } from "gatsby";
import { HeaderAccount } from "../auth";
import { SiteLogoLink } from "../../components/logo/site-logo-link";
import { siteNavItems } from "./site-nav-items";
import * as styles from "./site-header.module.css";

/** Header of the default layout: logo, main navigation and the sign-in state in a fixed-size slot. */
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
        {/* The sign-in state; the slot's box is fixed so that nothing shifts when it arrives. */}
        <div className={styles.accountSlot} data-testid="header-account-slot">
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
