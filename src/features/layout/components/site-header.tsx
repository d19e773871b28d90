import * as React from "react";
import { Link } from "gatsby";
import { HeaderAccount } from "@/features/auth";
import { SiteLogoLink } from "@/components/logo/site-logo-link";
import { OfferingLinks } from "./offering-links";
import { siteNavItems } from "../site-nav-items";
import * as styles from "./site-header.module.css";

/**
 * Header of the default layout: logo, main navigation and the sign-in state in a fixed-size slot. Above it on wide
 * screens only (it scrolls away; phones find the same links in the footer), the links to our other offerings.
 */
export function SiteHeader() {
  return (
    <>
      <nav className={styles.offerings} aria-label="関連サービス">
        <div className={`container ${styles.offeringsInner}`}>
          <OfferingLinks placement="header" listClassName={styles.offeringList} linkClassName={styles.offeringLink} />
        </div>
      </nav>
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
    </>
  );
}
