import { graphql, type HeadProps, type PageProps } from "gatsby";
import * as React from "react";
import { useMemo } from "react";
import type { PlpParams } from "@core/plp-params";
import {
  DEFAULT_EVENT_LIST_SORT,
  filterOptionsOf,
  EventListHead,
  eventListSortFromSearch,
  EventListView,
  searchWordsFromSearch,
  type SubcategoryIdsByCategory,
} from "@/features/events";
import { inIdOrder } from "@core/in-id-order";
import { useHydrated } from "@/lib/data";

export type EventListPageContext = {
  plp: PlpParams;
  eventIds: number[];
  totalCount: number;
  totalPages: number;
  /** the ピックアップ section's events, in display order (gatsby/event-list-page-plan.ts) */
  pickupEventIds: number[];
  filterGraduateYears: number[];
  subcategories: SubcategoryIdsByCategory;
};

/** A prerendered listing: a category, or one filter of it (see gatsby/event-list-page-plan.ts). */
export default function EventListTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.EventListTemplateQuery, EventListPageContext>) {
  // The build rendered the default sort: the hydrating render must too, and the address's sort applies right after.
  const hydrated = useHydrated();
  const sort = hydrated ? eventListSortFromSearch(location.search) : DEFAULT_EVENT_LIST_SORT;
  // likewise the keyword search (`?q=`): its results are fetched once hydrated
  const words = hydrated ? searchWordsFromSearch(location.search) : "";
  const prerendered = useMemo(
    () => ({
      events: inIdOrder(pageContext.eventIds, data.allEvent.nodes, (node) => node.db_id),
      totalCount: pageContext.totalCount,
    }),
    [data.allEvent.nodes, pageContext.eventIds, pageContext.totalCount],
  );
  const pickups = useMemo(
    () => inIdOrder(pageContext.pickupEventIds, data.pickups.nodes, (node) => node.db_id),
    [data.pickups.nodes, pageContext.pickupEventIds],
  );
  return (
    <EventListView
      params={pageContext.plp}
      sort={sort}
      words={words}
      options={filterOptionsOf(data, pageContext.filterGraduateYears)}
      subcategories={pageContext.subcategories}
      prerendered={prerendered}
      pickups={pickups}
    />
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.EventListTemplateQuery, EventListPageContext>) {
  return (
    <EventListHead
      params={pageContext.plp}
      options={filterOptionsOf(data, pageContext.filterGraduateYears)}
      location={location}
    />
  );
}

export const query = graphql`
  query EventListTemplate($eventIds: [Int!]!, $pickupEventIds: [Int!]!) {
    allEvent(filter: { db_id: { in: $eventIds } }) {
      nodes {
        ...EventCardFields
      }
    }
    pickups: allEvent(filter: { db_id: { in: $pickupEventIds } }) {
      nodes {
        ...EventCardFields
      }
    }
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
