import type { EventCategory } from "../event-category";

/**
 * What an event card shows: the shape of the EventCardFields GraphQL fragment (build) and of eventListItemToCard
 * (API). Both take their facts from src/domain/event-card-facts.ts; test/event-card-equivalence.test.ts holds them equal.
 */
export type EventCardData = {
  db_id: number;
  title: string;
  category: EventCategory;
  eye_catch_image_url: string | null;
  lottery: boolean;
  display_own_logo: boolean;
  is_trend_event: boolean;
  short_graduate_years: readonly string[];
  prefectures: ReadonlyArray<{ code: number; name: string }>;
  has_live_schedule: boolean;
  schedule_count: number;
  closest_schedule: { db_id: number; start_at: string; time_limit_at: string | null } | null;
  /** participating companies (a card without a host says 参加企業 N社) */
  company_count: number;
  host_company: {
    db_id: number;
    name: string;
    initial_char: string;
    square_logo_url: string | null;
  } | null;
  clip_count: number;
  review_total_rating_average: number | null;
  /** The feature event page presenting a joint fair (gosetsu has no detail page of its own). */
  feature_event_db_id: number | null;
};
