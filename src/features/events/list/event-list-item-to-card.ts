import type { EventListItem } from "../../../domain/api/event-list";
import type { EventCardData } from "../event-card-data";

const ONLINE_CODE = 0;

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
    is_mirai_hosting_event: company === null,
    short_graduate_years: item.short_graduate_year ? [item.short_graduate_year] : [],
    prefectures: item.prefectures.filter((prefecture) => prefecture.code !== ONLINE_CODE),
    has_live_schedule: item.has_live_schedule || item.prefectures.some((prefecture) => prefecture.code === ONLINE_CODE),
    schedule_count: item.schedule_count,
    closest_schedule: item.closest_schedule
      ? { db_id: item.closest_schedule.id, start_at: item.closest_schedule.start_at, time_limit_at: item.closest_schedule.time_limit_at }
      : null,
    company_db_ids: company ? [company.id] : [],
    host_company: company
      ? { db_id: company.id, name: company.name, initial_char: company.name.charAt(0), square_logo_url: company.square_logo }
      : null,
    clip_count: item.clip_count,
    review_total_rating_average: item.review_total_rating_average,
    feature_event_db_id: null,
  };
}
