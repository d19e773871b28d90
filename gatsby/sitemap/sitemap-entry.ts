import type { RouteCategory } from "../../core/event-category";

/**
 * The sitemap files, one (or more, 50,000 URLs each) per section, in the order the sitemap index lists them:
 * event detail pages and listings by route category, feature events (the joint fairs' pages among them), companies,
 * reviews, videos, シュトレ, and infos (the home page, /infos/* and the cooperating sites).
 */
export const sitemapSections = [
  "events-selection",
  "events-internship",
  "events-seminar",
  "events-gosetsu",
  "events-feature",
  "companies",
  "reviews",
  "videos",
  "shutore",
  "infos",
] as const;
export type SitemapSection = (typeof sitemapSections)[number];

/** One indexable page: its site path and when its content last changed (ISO 8601), null when no data dates it. */
export type SitemapEntry = { section: SitemapSection; path: string; lastmod: string | null };

export function eventSection(category: RouteCategory): SitemapSection {
  return `events-${category}`;
}

/** The latest of some ISO 8601 instants; null when there is none. */
export function latest(dates: Iterable<string | null | undefined>): string | null {
  let best: string | null = null;
  for (const date of dates) {
    if (date && (best === null || Date.parse(date) > Date.parse(best))) best = date;
  }
  return best;
}

/**
 * A listing page's entry: dated by the newest of what it lists, and left out when it lists nothing (an empty
 * listing has nothing for a search engine to find and no date).
 */
export function listingEntry(
  section: SitemapSection,
  path: string,
  dates: Iterable<string | null | undefined>,
): SitemapEntry[] {
  const lastmod = latest(dates);
  return lastmod === null ? [] : [{ section, path, lastmod }];
}
