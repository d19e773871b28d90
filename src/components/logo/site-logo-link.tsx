import * as React from "react";
import { Link } from "gatsby";
import { useSiteIdentity } from "@/lib/site/use-site-identity";
import { SiteLogo } from "./site-logo";
import * as styles from "./site-logo-link.module.css";

/** The logo, following the `renewal_oc_web_logo` flag, as a link to the top page. */
export function SiteLogoLink({ className }: { className?: string }) {
  const { renewed, name } = useSiteIdentity();
  return (
    <Link to="/" className={[styles.link, className].filter(Boolean).join(" ")} aria-label={`${name} トップページ`}>
      <SiteLogo renewed={renewed} />
    </Link>
  );
}
