import * as React from "react";
import type { PlpParams } from "@core/plp-params";
import { useSearchTracking } from "@/lib/analytics/use-search-tracking";
import type { SubcategoryIdsByCategory } from "../api/event-list-query";
import { eventListSearch } from "../event-list-search";
import type { EventListSort } from "../event-list-sort";
import { useEventListResult, type EventListResult } from "../use-event-list-result";
import { EventListResults } from "./event-list-results";

type EventListingResultsProps = {
  params: PlpParams;
  sort: EventListSort;
  subcategories: SubcategoryIdsByCategory;
  /** build data for this sort, else null (fetched from /api/v1/events) */
  initial: EventListResult | null;
};

/** The plain listing's results (no keyword): build data or GET /api/v1/events; a filter or sort is a search. */
export function EventListingResults({ params, sort, subcategories, initial }: EventListingResultsProps) {
  const state = useEventListResult(params, sort, subcategories, initial);
  const search = eventListSearch(params, sort);
  useSearchTracking(
    search,
    state.status === "loaded" ? { results: state.result, count: state.result.totalCount } : null,
  );
  return <EventListResults params={params} sort={sort} words="" state={state} impressionCategory={search.category} />;
}
