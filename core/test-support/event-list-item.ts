import type { EventListItem } from "../api/event-list";

/** Test support: an event as the list calls (GET /api/v1/events and the recommendations) answer it. */
export function testEventListItem(overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id: 1,
    title: "夏のインターンシップ",
    category: "internship",
    eye_catch_image: null,
    eye_catch_image_url: null,
    latest_official_image: null,
    latest_ad: null,
    lottery: false,
    display_own_logo: true,
    company: {
      id: 9,
      name: "株式会社ミライ",
      initial_char: "ミ",
      square_logo: null,
      business_category_id: 3,
      business_category_name: "IT・通信",
      review_total_rating_average: null,
    },
    has_companies: false,
    company_count: 1,
    feature_event_id: null,
    schedule_count: 1,
    prefectures: [{ code: 13, name: "東京都" }],
    has_live_schedule: true,
    closest_schedule: null,
    is_trend_event: false,
    has_record_on_current_user_university: false,
    latest_review: null,
    clip_count: 0,
    clipped: false,
    short_graduate_year: "27卒",
    short_graduate_years: ["27卒"],
    review_total_rating_average: null,
    grade: null,
    graduate_year: 2027,
    ...overrides,
  };
}
