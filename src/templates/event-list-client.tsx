import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { useEffect, useState } from "react";
import { ErrorScreen, errorViewModel } from "@/components/error";
import { SeoHead } from "@/components/seo";
import { parsePlpPath } from "@core/plp-params";
import {
  EventListHead,
  eventListSortFromSearch,
  EventListView,
  searchWordsFromSearch,
  type SubcategoryIdsByCategory,
  filterOptionsOf,
} from "@/features/events";

export type EventListClientContext = {
  filterGraduateYears: number[];
  subcategories: SubcategoryIdsByCategory;
};

/**
 * The client-only listing (two or more filters, or a deeper page of one filter): prerendered once as a neutral
 * shell, the /events/* router serves it for those paths, and after mount it reads the path and fetches.
 */
export default function EventListClientTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.EventListClientTemplateQuery, EventListClientContext>) {
  // null during prerender and hydration so the markup matches the shell's HTML whatever the path.
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => {
    setPathname(location.pathname);
  }, [location.pathname]);

  if (pathname === null) return <div aria-busy="true" style={{ minHeight: "150vh" }} />;
  const parsed = parsePlpPath(pathname);
  if (parsed.kind !== "listing") return <ErrorScreen error={errorViewModel(404, `Page Not Found: ${pathname}`)} />;
  return (
    <EventListView
      params={parsed.params}
      sort={eventListSortFromSearch(location.search)}
      words={searchWordsFromSearch(location.search)}
      options={filterOptionsOf(data, pageContext.filterGraduateYears)}
      subcategories={pageContext.subcategories}
      prerendered={null}
    />
  );
}

export function Head({
  data,
  pageContext,
  location,
}: HeadProps<Queries.EventListClientTemplateQuery, EventListClientContext>) {
  const parsed = parsePlpPath(location.pathname);
  if (parsed.kind !== "listing") {
    return <SeoHead location={location} title="イベント一覧" description="イベントを条件で探せます。" noindex />;
  }
  return (
    <EventListHead
      params={parsed.params}
      options={filterOptionsOf(data, pageContext.filterGraduateYears)}
      location={location}
      noindex
    />
  );
}

export const query = graphql`
  query EventListClientTemplate {
    allBusinessCategory(sort: { display_order: ASC }) {
      nodes {
        db_id
        name
      }
    }
    allPrefecture(sort: { code: ASC }) {
      nodes {
        code
        name
        area_name
      }
    }
  }
`;
