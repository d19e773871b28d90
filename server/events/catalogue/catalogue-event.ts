import type { EventCategory } from "../../../core/event-category";
import type { AdRow, ListItemEventRow, ListItemScheduleRow } from "../listing/event-list-item";

/** A schedule that is not canceled, with its instants as epoch milliseconds for filtering and sorting. */
export type CatalogueSchedule = ListItemScheduleRow & { startMs: number; timeLimitMs: number };

/** A promotion contract of the event (any ad place), newest start first. */
export type CataloguePromotion = AdRow & { startsMs: number; endsMs: number };

/** Everything a listing filters, sorts and shows of one published event, except user-made counts (clips, reviews). */
export type CatalogueEvent = {
  id: number;
  category: EventCategory;
  publishedMs: number;
  createdMs: number;
  updatedMs: number;
  graduateYears: readonly number[];
  businessSubcategoryIds: readonly number[];
  /** the host and every participating company */
  companyIds: readonly number[];
  isMiraiHostingEvent: boolean;
  isPickup: boolean;
  /** the host company's overall review score */
  hostScore: number | null;
  /** rows in event_companies (participating companies of a joint fair) */
  companyCount: number;
  /** not canceled, in start order */
  schedules: readonly CatalogueSchedule[];
  promotions: readonly CataloguePromotion[];
  /** normalised "title \n companies \n description" (core/search-text.ts) */
  searchText: string;
  /** list item fields as stored; clip_count is filled per request */
  row: Omit<ListItemEventRow, "clip_count">;
};
