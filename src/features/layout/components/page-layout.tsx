import * as React from "react";
import { SessionEffects } from "@/features/auth";
import { RegistrationRedirect } from "@/features/registration";
import { DefaultLayout } from "./default-layout";
import { layoutForPath } from "../layout-for-path";
import { LayoutWithoutFooter } from "./layout-without-footer";
import { RegistrationLayout } from "./registration-layout";

/** The layout for a page (plus the page load's session work, see SessionEffects), chosen by its path (used by wrapPageElement in gatsby-browser and gatsby-ssr). */
export function PageLayout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <>
      <SessionEffects />
      <RegistrationRedirect pagePath={pathname} />
      <LayoutFor name={layoutForPath(pathname)} pathname={pathname}>
        {children}
      </LayoutFor>
    </>
  );
}

function LayoutFor({
  name,
  pathname,
  children,
}: {
  name: ReturnType<typeof layoutForPath>;
  pathname: string;
  children: React.ReactNode;
}) {
  if (name === "registration") return <RegistrationLayout>{children}</RegistrationLayout>;
  if (name === "without-footer") return <LayoutWithoutFooter>{children}</LayoutWithoutFooter>;
  return <DefaultLayout pagePath={pathname}>{children}</DefaultLayout>;
}
