import * as React from "react";
import { SessionEffects } from "../auth";
import { RegistrationRedirect } from "../registration";
import { DefaultLayout } from "./default-layout";
import { layoutForPath } from "./layout-for-path";
import { RegistrationLayout } from "./registration-layout";

/** The layout for a page (plus the page load's session work, see SessionEffects), chosen by its path (used by wrapPageElement in gatsby-browser and gatsby-ssr). */
export function PageLayout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <>
      <SessionEffects />
      <RegistrationRedirect pagePath={pathname} />
      {layoutForPath(pathname) === "registration" ? (
        <RegistrationLayout>{children}</RegistrationLayout>
      ) : (
        <DefaultLayout>{children}</DefaultLayout>
      )}
    </>
  );
}
