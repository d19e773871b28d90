import * as React from "react";
import { DefaultLayout } from "./default-layout";
import { layoutForPath } from "./layout-for-path";
import { RegistrationLayout } from "./registration-layout";

/** The layout for a page, chosen by its path (used by wrapPageElement in gatsby-browser and gatsby-ssr). */
export function PageLayout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return layoutForPath(pathname) === "registration" ? (
    <RegistrationLayout>{children}</RegistrationLayout>
  ) : (
    <DefaultLayout>{children}</DefaultLayout>
  );
}
