import * as React from "react";
import { pageTitle } from "../../lib/site/display-name";
import { robotsForQuery, robotsMetaContent } from "../../lib/site/robots-for-query";
import { useSiteIdentity } from "../../lib/site/use-site-identity";
import { absoluteUrl } from "./absolute-url";
import { serializeJsonLd } from "./json-ld";
import { useSiteUrl } from "./use-site-url";
import { useSyncDocumentTitle } from "./use-sync-document-title";

export interface SeoHeadProps {
  /** Page title; omitted on the home page (the title is then the display name and tagline). */
  title?: string;
  description: string;
  /** The page's path without query, e.g. "/infos/terms" (canonical and og:url). */
  path: string;
  keywords?: string[];
  /** Absolute URL or site path of the share image. */
  image?: string;
  noindex?: boolean;
  nofollow?: boolean;
  structuredData?: object;
  /** The location's query string; some query keys make the page noindex/nofollow (spec §2). */
  search?: string;
  ogType?: "website" | "article";
}

/** Page metadata (spec §2): render it from a page's or template's `Head` export. */
export function SeoHead({
  title,
  description,
  path,
  keywords,
  image,
  noindex = false,
  nofollow = false,
  structuredData,
  search,
  ogType = "website",
}: SeoHeadProps) {
  const { renewed, name } = useSiteIdentity();
  const siteUrl = useSiteUrl();
  const fullTitle = pageTitle(title, renewed);
  useSyncDocumentTitle(fullTitle);

  const url = absoluteUrl(siteUrl, path);
  const imageUrl = image ? absoluteUrl(siteUrl, image) : undefined;
  const fromQuery = robotsForQuery(search);
  const robots = robotsMetaContent({ noindex: noindex || fromQuery.noindex, nofollow: nofollow || fromQuery.nofollow });
  const facebookAppId = process.env.GATSBY_FACEBOOK_APP_ID;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(",")} />}
      {robots && <meta name="robots" content={robots} />}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={name} />
      <meta property="og:type" content={ogType} />
      <meta property="og:locale" content="ja_JP" />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {facebookAppId && <meta property="fb:app_id" content={facebookAppId} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {structuredData && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structuredData) }} />
      )}
    </>
  );
}
