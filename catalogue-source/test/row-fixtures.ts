import type { CompanyRow } from "../schemas/company-row";
import type { SourceEventRow } from "../schemas/event-row";
import type { SourceScheduleRow } from "../schemas/schedule-row";

/** Valid rows for tests; each test overrides only the fields it is about. */
export function eventRow(overrides: Partial<SourceEventRow> = {}): SourceEventRow {
  return {
    id: 10,
    title: "【27卒】夏のエンジニア職インターンシップ",
    category: "internship",
    eye_catch_image_url: "https://images.example.jp/events/10.jpg",
    host_official_image_url: null,
    lottery: false,
    display_own_logo: true,
    is_trend_event: false,
    is_pickup: false,
    is_mirai_hosting_event: false,
    graduate_years: [2027],
    host_company_id: 3,
    business_category_id: 2,
    company_ids: [3],
    industry_ids: [2],
    clip_count: 12,
    review_total_rating_average: 4.2,
    published_at: new Date("2025-05-01T00:00:00Z"),
    updated_at: new Date("2025-05-02T00:00:00Z"),
    description_markdown: "## 概要\n\n実務を体験するプログラムです。",
    summary: null,
    application_url: null,
    external_deadline: null,
    feature_event_id: null,
    ...overrides,
  };
}

export function scheduleRow(overrides: Partial<SourceScheduleRow> = {}): SourceScheduleRow {
  return {
    id: 100,
    event_id: 10,
    title: "東京会場",
    start_at: new Date("2025-07-10T01:00:00Z"),
    end_at: new Date("2025-07-10T04:00:00Z"),
    time_limit_at: new Date("2025-07-05T14:59:00Z"),
    place: "東京都千代田区丸の内1-1-1",
    prefecture_code: 13,
    is_online: false,
    admission_limit_number: 30,
    stopped_entry: false,
    canceled: false,
    has_reached_admission_limit: false,
    ...overrides,
  };
}

export function companyRow(overrides: Partial<CompanyRow> = {}): CompanyRow {
  return {
    id: 3,
    name: "株式会社ミライテック",
    name_pronunciation: "ミライテック",
    initial_char: "ミ",
    square_logo_url: null,
    official_description: "ITで未来をつくる会社です。",
    business_category_id: 2,
    business_subcategory_name: "ソフトウェア",
    overall_score: 4.1,
    recruitment_score: 3.9,
    internship_score: 4.3,
    seminar_score: null,
    review_count: 25,
    experience_review_count: 8,
    follower_count: 120,
    is_official_company: true,
    is_foreign: false,
    event_count: 4,
    official_image_url: null,
    job_category_names: ["エンジニア", "営業"],
    headquarters_prefecture_code: 13,
    headquarters_area_id: 3,
    event_ids: [12, 7],
    awards: [],
    image_gallery: [],
    group_main_company_id: null,
    group_company_ids: [],
    updated_at: new Date("2026-03-01T00:00:00Z"),
    ...overrides,
  };
}
