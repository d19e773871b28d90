import * as React from "react";
import { PopupMount } from "@/features/popups";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import * as styles from "./layout.module.css";

/** `pagePath`: the rendered page's path (see renderedPagePath); without it (a layout rendered on its own) no popup. */
export function DefaultLayout({ children, pagePath }: { children: React.ReactNode; pagePath?: string }) {
  return (
    <div className={styles.shell} data-layout="default">
      <SkipLink />
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {pagePath !== undefined && <PopupMount pagePath={pagePath} />}
    </div>
  );
}
