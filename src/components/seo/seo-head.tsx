import * as React from "react";
import { absoluteUrl, canonicalUrl } from "@/lib/seo/absolute-url";
import { breadcrumbListJsonLd, type BreadcrumbInput } from "@/lib/seo/breadcrumb-list-json-ld";
import { jsonLdDocument, serializeJsonLd } from "@/lib/seo/json-ld-document";
import type { JsonLdNode } from "@/lib/seo/schema-org-types";
import { shareImage } from "@/lib/seo/share-image";
import { pageTitle, SITE_TAGLINE } from "@core/site/display-name";
import { robotsForQuery, robotsMetaContent } from "@core/site/robots-for-query";
import { useSiteIdentity } from "@/lib/site/use-site-identity";
import { headSearch, type HeadLocation } from "./head-search";
import { useSiteUrl } from "./use-site-url";
import { useSyncDocumentTitle } from "./use-sync-document-title";

export interface SeoHeadProps {
  /** The `location` Gatsby gives the Head: the query keys of spec §2 make the page noindex/nofollow. */
  location: HeadLocation;
  /** Page title; omitted on the home page (the title is then the display name and tagline). */
  title?: string;
  description: string;
  /** The page's canonical path, e.g. "/infos/terms" (canonical and og:url; any query is dropped); default: the location's. */
  path?: string;
  keywords?: string[];
  /** The page's own picture (site path or absolute URL); without one, the branded 1200×630 image. */
  image?: string | null;
  /** Alt text of the page's own picture; default: the page title. */
  imageAlt?: string;
  noindex?: boolean;
  nofollow?: boolean;
  /** schema.org nodes of the page (absolute URLs), written as one JSON-LD graph. */
  jsonLd?: readonly JsonLdNode[];
  /** The page's breadcrumb trail: added to the graph as a BreadcrumbList. */
  breadcrumbs?: readonly BreadcrumbInput[];
  ogType?: "website" | "article";
  /** More head elements of the page, e.g. the `ImagePreload` of its LCP picture. */
  children?: React.ReactNode;
}

/**
 * Page metadata (spec §2), the one wrapper every page's and template's `Head` renders (a test holds every file in
 * src/pages and src/templates to it): title, description, robots from the flags and the query, canonical without the
 * query, og/twitter fields with a share image, JSON-LD.
 */
export function SeoHead({
  location,
  title,
  description,
  path = location.pathname,
  keywords,
  image,
  imageAlt,
  noindex = false,
  nofollow = false,
  jsonLd = [],
  breadcrumbs,
  ogType = "website",
  children,
}: SeoHeadProps) {
  const { renewed, name } = useSiteIdentity();
  const siteUrl = useSiteUrl();
  const fullTitle = pageTitle(title, renewed);
  useSyncDocumentTitle(fullTitle);

  const url = canonicalUrl(siteUrl, path);
  const share = shareImage(
    { url: image, alt: imageAlt ?? title ?? name },
    { renewed, fallbackAlt: `${name} | ${SITE_TAGLINE}` },
  );
  const imageUrl = absoluteUrl(siteUrl, share.url);
  const fromQuery = robotsForQuery(headSearch(location));
  const robots = robotsMetaContent({ noindex: noindex || fromQuery.noindex, nofollow: nofollow || fromQuery.nofollow });
  const facebookAppId = process.env.GATSBY_FACEBOOK_APP_ID;
  const nodes = breadcrumbs
    ? [...jsonLd, breadcrumbListJsonLd(breadcrumbs, (itemPath) => absoluteUrl(siteUrl, itemPath))]
    : jsonLd;

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
      <meta property="og:image" content={imageUrl} />
      {share.width !== undefined && <meta property="og:image:width" content={String(share.width)} />}
      {share.height !== undefined && <meta property="og:image:height" content={String(share.height)} />}
      <meta property="og:image:alt" content={share.alt} />
      {facebookAppId && <meta property="fb:app_id" content={facebookAppId} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={share.alt} />
      {nodes.length > 0 && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdDocument(nodes)) }}
        />
      )}
      {children}
    </>
  );
}
