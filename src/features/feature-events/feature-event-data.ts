import type { EventCardData } from "../events/event-card-data";
import type { EventDetailCompany, EventDetailSchedule } from "../events/detail/event-detail-data";

export type FeatureEventEvent = EventCardData & { schedules: readonly EventDetailSchedule[] };

/** The shape of the feature event page query. */
export type FeatureEventData = {
  db_id: number;
  title: string;
  description_html: string;
  description_excerpt: string;
  image_url: string | null;
  companies: readonly EventDetailCompany[];
  events: readonly FeatureEventEvent[];
};
