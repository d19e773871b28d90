import type { EventCardData } from "../../domain/events/event-card-data";
import type { EventDetailCompany, EventDetailSchedule } from "../../domain/events/event-detail-data";

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
