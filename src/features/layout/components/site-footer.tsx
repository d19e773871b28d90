import * as React from "react";
import { Link } from "gatsby";
import { COPYRIGHT_START_YEAR, OPERATOR_NAME } from "@core/site/operator";
import { footerLinks } from "../footer-links";
import { OfferingLinks } from "./offering-links";
import { useCopyrightYear } from "../use-copyright-year";
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
        <nav aria-labelledby="footer-offerings-heading">
          <h2 id="footer-offerings-heading" className={styles.heading}>
            ミライキャリアの関連サービス
          </h2>
          <OfferingLinks placement="footer" listClassName={styles.links} linkClassName={styles.link} />
        </nav>
        <p className={styles.copyright}>
          <small>{`© ${COPYRIGHT_START_YEAR}–${year} ${OPERATOR_NAME}`}</small>
        </p>
      </div>
    </footer>
  );
}
