/**
 * What the EventCardFields fragment answers for an Event node of the source plugin: its fields with the links
 * (prefectures, host company) resolved, as Gatsby's GraphQL layer resolves them. Shared by the equivalence tests.
 */
import type { EventCardData } from "../core/events/event-card-data";

export type Node = Record<string, unknown> & { internal: { type: string } };
export type CardEventNode = Omit<EventCardData, "prefectures" | "host_company"> & {
  host_company_db_id: number | null;
  prefecture_codes: number[];
};

export function cardOfNode(
  event: CardEventNode,
  prefectureNames: Map<number, string>,
  companies: Map<number, Node>,
): EventCardData {
  const host = event.host_company_db_id === null ? undefined : companies.get(event.host_company_db_id);
  return {
    db_id: event.db_id,
    title: event.title,
    category: event.category,
    eye_catch_image_url: event.eye_catch_image_url,
    lottery: event.lottery,
    display_own_logo: event.display_own_logo,
    is_trend_event: event.is_trend_event,
    short_graduate_years: event.short_graduate_years,
    prefectures: event.prefecture_codes.map((code) => ({ code, name: prefectureNames.get(code)! })),
    has_live_schedule: event.has_live_schedule,
    schedule_count: event.schedule_count,
    closest_schedule: event.closest_schedule,
    company_count: event.company_count,
    host_company: host
      ? {
          db_id: host.db_id as number,
          name: host.name as string,
          initial_char: host.initial_char as string,
          square_logo_url: host.square_logo_url as string | null,
        }
      : null,
    clip_count: event.clip_count,
    review_total_rating_average: event.review_total_rating_average,
    feature_event_db_id: event.feature_event_db_id,
  };
}
