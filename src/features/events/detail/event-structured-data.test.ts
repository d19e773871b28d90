import { jsonLdDocument } from "@/lib/seo/json-ld-document";
import { richResultProblems } from "@/lib/seo/rich-result-problems";
import { eventStructuredData } from "./event-structured-data";
import { detailEvent, detailSchedule } from "./test/event-detail-fixtures";

const context = {
  toUrl: (path: string) => `https://mirai.example${path}`,
  site: { "@type": "Organization" as const, name: "ミライキャリア", url: "https://mirai.example/" },
};

describe("eventStructuredData", () => {
  it("makes one Event per schedule, organised by the host company", () => {
    const events = eventStructuredData(
      detailEvent({
        eye_catch_image_url: "/media/events/10.jpg",
        schedules: [
          detailSchedule({ db_id: 1, canceled: true }),
          detailSchedule({ db_id: 2, has_reached_admission_limit: true }),
          detailSchedule({ db_id: 3, stopped_entry: true }),
        ],
      }),
      "https://mirai.example/events/internship/10",
      context,
    );
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({
      "@type": "Event",
      name: "【27卒】夏のエンジニア職インターンシップ",
      url: "https://mirai.example/events/internship/10",
      image: ["https://mirai.example/media/events/10.jpg"],
      startDate: "2030-07-10T01:00:00.000Z",
      eventStatus: "https://schema.org/EventCancelled",
      location: {
        "@type": "Place",
        name: "ミライテック本社 セミナールーム",
        address: { addressRegion: "東京都", addressCountry: "JP" },
      },
      organizer: { "@type": "Organization", name: "株式会社ミライテック", url: "https://mirai.example/companies/3" },
      offers: { price: 0, priceCurrency: "JPY", validThrough: "2030-07-05T14:59:00.000Z" },
    });
    expect(events.map((event) => event.offers.availability)).toEqual([
      "https://schema.org/SoldOut",
      "https://schema.org/SoldOut",
      "https://schema.org/SoldOut",
    ]);
    expect(richResultProblems(jsonLdDocument(events))).toEqual([]);
  });

  it("gives an online schedule a VirtualLocation and a fair without host the site as organizer", () => {
    const [event] = eventStructuredData(
      detailEvent({
        host_company: null,
        schedules: [detailSchedule({ is_online: true, prefecture: null, place: "オンライン（Zoom）" })],
      }),
      "https://mirai.example/feature_events/3",
      context,
    );
    expect(event).toMatchObject({
      location: { "@type": "VirtualLocation", url: "https://mirai.example/feature_events/3" },
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      offers: { availability: "https://schema.org/InStock" },
      organizer: { name: "ミライキャリア", url: "https://mirai.example/" },
    });
    expect(richResultProblems(jsonLdDocument([event!]))).toEqual([]);
  });
});
