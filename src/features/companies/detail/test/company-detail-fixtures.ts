import type { EventCardData } from "@core/events/event-card-data";
import type { CompanyDetailData } from "../company-detail-data";

export function listedEvent(db_id: number, category: EventCardData["category"]): EventCardData {
  return {
    db_id,
    title: `イベント${db_id}`,
    category,
    eye_catch_image_url: null,
    lottery: false,
    display_own_logo: false,
    is_trend_event: false,
    short_graduate_years: ["27卒"],
    prefectures: [],
    has_live_schedule: true,
    schedule_count: 1,
    closest_schedule: null,
    company_count: 0,
    host_company: null,
    clip_count: 0,
    review_total_rating_average: null,
    feature_event_db_id: null,
  };
}

/** The time the fixtures' page was built; events starting after it are upcoming. */
export const BUILT_AT = "2026-11-20T00:00:00.000Z";

/** A company page event whose last schedule starts after BUILT_AT (or at `lastStartAt`). */
export function upcoming(event: EventCardData, lastStartAt = "2026-12-10T01:00:00.000Z") {
  return { ...event, last_start_at: lastStartAt };
}

export function detailCompany(overrides: Partial<CompanyDetailData> = {}): CompanyDetailData {
  return {
    db_id: 3,
    name: "株式会社ミライテック",
    name_pronunciation: "ミライテック",
    initial_char: "ミ",
    square_logo_url: null,
    business_category: { name: "IT・通信", icon_key: "it" },
    business_subcategory_name: "ソフトウェア",
    overall_score: 4.06,
    recruitment_score: 3.5,
    internship_score: null,
    seminar_score: 4,
    review_count: 12,
    experience_review_count: 5,
    follower_count: 8,
    event_count: 3,
    is_official_company: true,
    latest_award_reviews_year: 2024,
    latest_award_reviews_badge: "gold",
    official_description: "ITで未来をつくる会社です。",
    official_image_url: null,
    image_gallery: [
      { title: "外観", description: "本社ビル", image_url: "https://images.example.jp/a.jpg", display_order: 1 },
    ],
    has_award_review: true,
    awards: [
      { year: 2024, rank: "gold" },
      { year: 2021, rank: "bronze" },
    ],
    job_category_names: ["エンジニア"],
    is_foreign: false,
    headquarters_prefecture: { code: 13, name: "東京都", area_db_id: 3, area_name: "関東" },
    company_group: {
      main_company: { db_id: 7, name: "ミライホールディングス株式会社" },
      companies: [
        { db_id: 3, name: "株式会社ミライテック" },
        { db_id: 7, name: "ミライホールディングス株式会社" },
        { db_id: 9, name: "ミライ物流株式会社" },
      ],
    },
    events: [listedEvent(1, "seminar"), listedEvent(2, "internship"), listedEvent(3, "seminar")].map((event) =>
      upcoming(event),
    ),
    ...overrides,
  };
}
