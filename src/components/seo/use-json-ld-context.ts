import { useCallback } from "react";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import type { Organization } from "@/lib/seo/schema-org-types";
import { shareImage } from "@/lib/seo/share-image";
import { siteOrganizationJsonLd } from "@/lib/seo/site-json-ld";
import { useSiteIdentity } from "@/lib/site/use-site-identity";
import { useSiteUrl } from "./use-site-url";

export type JsonLdContext = {
  /** a site path (or URL) as an absolute URL on the site's origin */
  toUrl: (path: string) => string;
  /** the site as an Organization (publisher, organiser of its own fairs) */
  site: Organization;
  /** the branded share image's absolute URL (a video's thumbnail, an article's image, when they have none) */
  fallbackImageUrl: string;
};

/** What a Head needs to build its schema.org nodes with absolute URLs. */
export function useJsonLdContext(): JsonLdContext {
  const siteUrl = useSiteUrl();
  const { renewed, name } = useSiteIdentity();
  const toUrl = useCallback((path: string) => absoluteUrl(siteUrl, path), [siteUrl]);
  return {
    toUrl,
    site: siteOrganizationJsonLd(name, toUrl),
    fallbackImageUrl: toUrl(shareImage({ url: null, alt: "" }, { renewed, fallbackAlt: "" }).url),
  };
}
