import type { EventDetailData, EventDetailSchedule } from "@core/events/event-detail-data";

export function detailSchedule(overrides: Partial<EventDetailSchedule> = {}): EventDetailSchedule {
  return {
    db_id: 100,
    title: "東京会場",
    start_at: "2030-07-10T01:00:00.000Z",
    end_at: "2030-07-10T04:00:00.000Z",
    time_limit_at: "2030-07-05T14:59:00.000Z",
    place: "ミライテック本社 セミナールーム",
    is_online: false,
    prefecture: { code: 13, name: "東京都" },
    admission_limit_number: 30,
    stopped_entry: false,
    canceled: false,
    has_reached_admission_limit: false,
    ...overrides,
  };
}

export function detailEvent(overrides: Partial<EventDetailData> = {}): EventDetailData {
  return {
    db_id: 10,
    title: "【27卒】夏のエンジニア職インターンシップ",
    category: "internship",
    eye_catch_image_url: null,
    lottery: false,
    display_own_logo: true,
    is_trend_event: true,
    short_graduate_year: "27卒",
    graduate_years: [2027],
    description_html: "<h2>概要</h2><p>実務を体験します。</p>",
    description_excerpt: "概要 実務を体験します。",
    summary: "現場のエンジニアと一緒に開発する5日間です。",
    application_url: null,
    updated_at: "2025-05-02T00:00:00.000Z",
    description_items: [{ label: "持ち物", content: "ノートPC" }],
    summary_videos: [],
    summary_images: [{ id: 1, image_url: "https://images.example.jp/s/1.jpg", description: "グループワークの様子" }],
    alert_message: null,
    business_category: { db_id: 2, name: "IT・通信" },
    host_company: {
      db_id: 3,
      name: "株式会社ミライテック",
      initial_char: "ミ",
      square_logo_url: null,
      business_subcategory_name: "ソフトウェア",
    },
    companies: [],
    schedules: [detailSchedule()],
    other_published_events: [],
    recommended_events: [],
    ...overrides,
  };
}
