import * as React from "react";
import { Pagination } from "@/components/pagination/pagination";
import { buildPlpPath, type PlpParams } from "@core/plp-params";
import { eventListQueryString } from "../event-list-address";
import type { EventListSort } from "../event-list-sort";

type EventPaginationProps = { params: PlpParams; sort: EventListSort; words: string; totalPages: number };

/** Real links to …/page-N (page 1 has no segment) keeping the search words and sort; nothing when there is one page. */
export function EventPagination({ params, sort, words, totalPages }: EventPaginationProps) {
  return (
    <Pagination
      current={params.page}
      totalPages={totalPages}
      href={(page) => `${buildPlpPath({ ...params, page })}${eventListQueryString(sort, words)}`}
    />
  );
}
