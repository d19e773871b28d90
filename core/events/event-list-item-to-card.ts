import type { EventListItem } from "../api/event-list";
import { ONLINE_PLACE_CODE } from "../event-card-facts";
import type { EventCardData } from "./event-card-data";

/** An API list item (spec §3 Event list item) as the card shows it, the same shape build data gives. */
export function eventListItemToCard(item: EventListItem): EventCardData {
  const company = item.company;
  return {
    db_id: item.id,
    title: item.title,
    category: item.category,
    eye_catch_image_url: item.eye_catch_image_url,
    lottery: item.lottery,
    display_own_logo: item.display_own_logo,
    is_trend_event: item.is_trend_event,
    short_graduate_years: item.short_graduate_years,
    prefectures: item.prefectures.filter((prefecture) => prefecture.code !== ONLINE_PLACE_CODE),
    has_live_schedule: item.has_live_schedule,
    schedule_count: item.schedule_count,
    closest_schedule: item.closest_schedule
      ? {
          db_id: item.closest_schedule.id,
          start_at: item.closest_schedule.start_at,
          time_limit_at: item.closest_schedule.time_limit_at,
        }
      : null,
    company_count: item.company_count,
    host_company: company
      ? {
          db_id: company.id,
          name: company.name,
          initial_char: company.initial_char,
          square_logo_url: company.square_logo,
        }
      : null,
    clip_count: item.clip_count,
    review_total_rating_average: item.review_total_rating_average,
    feature_event_db_id: item.feature_event_id,
  };
}
