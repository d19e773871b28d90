import * as React from "react";
import { Link } from "gatsby";
import { COPYRIGHT_START_YEAR, OPERATOR_NAME } from "../../lib/site/operator";
import { footerLinks } from "./footer-links";
import { useCopyrightYear } from "./use-copyright-year";
import * as styles from "./site-footer.module.css";

export function SiteFooter() {
  const year = useCopyrightYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label="フッターメニュー">
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          <small>{`© ${COPYRIGHT_START_YEAR}–${year} ${OPERATOR_NAME}`}</small>
        </p>
      </div>
    </footer>
  );
}
