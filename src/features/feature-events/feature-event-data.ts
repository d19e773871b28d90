import type { EventCardData } from "@core/events/event-card-data";
import type { EventDetailSchedule } from "@core/events/event-detail-data";

/** An event of a feature event page: its card, and for a fair's entry actions its years, external link and schedules. */
export type FeatureEventEvent = EventCardData & {
  graduate_years: readonly number[];
  application_url: string | null;
  schedules: readonly EventDetailSchedule[];
};

/** The feature event page query's `featureEvent`, generated from the schema. */
export type FeatureEventData = NonNullable<Queries.FeatureEventPageQuery["featureEvent"]>;
