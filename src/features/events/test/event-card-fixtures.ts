import type { EventCardData } from "@core/events/event-card-data";

/** An event card as the lists show it; override what a test is about. */
export function testEventCard(overrides: Partial<EventCardData> = {}): EventCardData {
  return {
    db_id: 10,
    title: "【27卒】夏のエンジニア職インターンシップ",
    category: "internship",
    eye_catch_image_url: "https://images.example.jp/events/10.jpg",
    lottery: false,
    display_own_logo: true,
    is_trend_event: false,
    short_graduate_years: ["27卒", "28卒"],
    prefectures: [{ code: 13, name: "東京都" }],
    has_live_schedule: false,
    schedule_count: 1,
    closest_schedule: { db_id: 100, start_at: "2025-07-10T01:00:00.000Z", time_limit_at: "2025-07-05T14:59:00.000Z" },
    company_count: 1,
    host_company: {
      db_id: 3,
      name: "株式会社ミライテック",
      initial_char: "ミ",
      square_logo_url: "https://images.example.jp/logo.png",
    },
    clip_count: 0,
    review_total_rating_average: null,
    feature_event_db_id: null,
    ...overrides,
  };
}
