import type { EventCardData } from "../../domain/events/event-card-data";
import type { EventDetailSchedule } from "../../domain/events/event-detail-data";

export type FeatureEventEvent = EventCardData & { schedules: readonly EventDetailSchedule[] };

/** The feature event page query's `featureEvent`, generated from the schema. */
export type FeatureEventData = NonNullable<Queries.FeatureEventPageQuery["featureEvent"]>;
