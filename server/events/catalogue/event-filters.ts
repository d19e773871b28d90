import type { EventCategory } from "../../../core/event-category";

/** Every filter an event list can apply, already converted from the query (event-list-service.ts). */
export type EventFilters = {
  categories?: readonly EventCategory[];
  businessSubcategoryIds?: readonly number[];
  /** hosted by one of them or one of them takes part */
  companyIds?: readonly number[];
  /** targets at least one of these graduation years */
  graduates?: readonly number[];
  /** targets at least one year up to this one (past events) */
  untilGraduateYear?: number;
  isMiraiHostingEvent?: boolean;
  lowerLimitOfCompanyReview?: number;
  upperLimitOfCompanyReview?: number;
  pickupOnly?: boolean;
  /** has schedules and every one has started (past events); otherwise no condition on time */
  pastOnly?: boolean;
  /** only these event ids (the `affiliated` filter: events with a record at the student's university) */
  eventIds?: ReadonlySet<number>;
  /** normalised free-word terms (core/search-text.ts); each must occur */
  searchTerms?: readonly string[];
  /** conditions one and the same (not canceled) schedule must meet */
  schedule?: {
    /** JIS codes, 0 = online */
    prefectures?: readonly number[];
    startFrom?: Date;
    startBefore?: Date;
    /** YYYY-MM-DD (JST) */
    days?: readonly string[];
    /** YYYY-MM (JST) */
    heldMonths?: readonly string[];
    deadlineFrom?: Date;
    deadlineBefore?: Date;
  };
};
