import type { EventDetailData, EventDetailSchedule } from "../../../domain/events/event-detail-data";
import { eventStructuredData } from "./event-structured-data";

const schedule = (overrides: Partial<EventDetailSchedule>): EventDetailSchedule => ({
  db_id: 1,
  title: "東京会場",
  start_at: "2030-07-10T01:00:00.000Z",
  end_at: "2030-07-10T04:00:00.000Z",
  time_limit_at: "2030-07-05T14:59:00.000Z",
  place: "ミライテック本社",
  is_online: false,
  prefecture: { code: 13, name: "東京都" },
  admission_limit_number: 30,
  stopped_entry: false,
  canceled: false,
  has_reached_admission_limit: false,
  ...overrides,
});

const event = (overrides: Partial<EventDetailData>): EventDetailData =>
  ({
    db_id: 10,
    title: "夏のインターンシップ",
    category: "internship",
    eye_catch_image_url: null,
    description_excerpt: "実務を体験します。",
    host_company: { db_id: 3, name: "株式会社ミライテック", initial_char: "ミ", square_logo_url: null, business_subcategory_name: "ソフトウェア" },
    schedules: [],
    ...overrides,
  }) as EventDetailData;

describe("eventStructuredData", () => {
  it("uses the first schedule that is not canceled for dates and place, and the host company as organizer", () => {
    const data = eventStructuredData(
      event({ schedules: [schedule({ db_id: 1, canceled: true, start_at: "2030-07-01T01:00:00.000Z" }), schedule({ db_id: 2 })] }),
      "https://mirai.example",
      "/events/internship/10",
      "ミライキャリア",
    );
    expect(data).toMatchObject({
      "@type": "Event",
      name: "夏のインターンシップ",
      url: "https://mirai.example/events/internship/10",
      startDate: "2030-07-10T01:00:00.000Z",
      endDate: "2030-07-10T04:00:00.000Z",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "ミライテック本社", address: { addressRegion: "東京都", addressCountry: "JP" } },
      organizer: { "@type": "Organization", name: "株式会社ミライテック" },
    });
  });

  it("gives an online schedule a VirtualLocation and a fair without host the site as organizer", () => {
    const data = eventStructuredData(
      event({ host_company: null, schedules: [schedule({ is_online: true, prefecture: null, place: "オンライン（Zoom）" })] }),
      "https://mirai.example",
      "/feature_events/3",
      "ミライキャリア",
    );
    expect(data).toMatchObject({
      location: { "@type": "VirtualLocation", url: "https://mirai.example/feature_events/3" },
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      organizer: { name: "ミライキャリア", url: "https://mirai.example/" },
    });
  });
});
