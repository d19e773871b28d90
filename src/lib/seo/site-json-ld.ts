import { organizationJsonLd } from "./organization-json-ld";
import type { Organization, WebSite } from "./schema-org-types";
import { SITE_LOGO_PATH } from "./share-image";

/** The site as an Organization (display name, home page, square logo): publisher, and organiser of its own fairs. */
export function siteOrganizationJsonLd(siteName: string, toUrl: (path: string) => string): Organization {
  return organizationJsonLd({ name: siteName, url: toUrl("/"), logoUrl: toUrl(SITE_LOGO_PATH) });
}

/** schema.org WebSite of the home page. */
export function webSiteJsonLd(siteName: string, toUrl: (path: string) => string): WebSite {
  return {
    "@type": "WebSite",
    name: siteName,
    url: toUrl("/"),
    inLanguage: "ja",
    publisher: siteOrganizationJsonLd(siteName, toUrl),
  };
}
