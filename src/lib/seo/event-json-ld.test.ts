import { eventJsonLd, type EventJsonLdInput, type EventSessionInput } from "./event-json-ld";
import { jsonLdDocument } from "./json-ld-document";
import { richResultProblems } from "./rich-result-problems";

const session = (overrides: Partial<EventSessionInput> = {}): EventSessionInput => ({
  startAt: "2030-07-10T01:00:00.000Z",
  endAt: "2030-07-10T04:00:00.000Z",
  online: false,
  place: "ミライテック本社",
  region: "東京都",
  canceled: false,
  closed: false,
  entryDeadline: "2030-07-05T14:59:00.000Z",
  ...overrides,
});

const input = (sessions: EventSessionInput[]): EventJsonLdInput => ({
  name: "夏のインターンシップ",
  description: "実務を体験します。",
  url: "https://mirai.example/events/internship/10",
  imageUrl: null,
  organizer: { "@type": "Organization", name: "株式会社ミライテック", url: "https://mirai.example/companies/3" },
  sessions,
});

describe("eventJsonLd", () => {
  it("gives an offline date a Place with its address, a free offer and the organizer", () => {
    const [event] = eventJsonLd(input([session()]));
    expect(event).toEqual({
      "@type": "Event",
      name: "夏のインターンシップ",
      description: "実務を体験します。",
      url: "https://mirai.example/events/internship/10",
      startDate: "2030-07-10T01:00:00.000Z",
      endDate: "2030-07-10T04:00:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "ミライテック本社",
        address: { "@type": "PostalAddress", addressRegion: "東京都", addressCountry: "JP" },
      },
      organizer: { "@type": "Organization", name: "株式会社ミライテック", url: "https://mirai.example/companies/3" },
      offers: {
        "@type": "Offer",
        price: 0,
        priceCurrency: "JPY",
        availability: "https://schema.org/InStock",
        url: "https://mirai.example/events/internship/10",
        validThrough: "2030-07-05T14:59:00.000Z",
      },
    });
    expect(richResultProblems(jsonLdDocument([event!]))).toEqual([]);
  });

  it("gives an online date a VirtualLocation, one Event per date, and marks full, closed or canceled dates", () => {
    const events = eventJsonLd(
      input([
        session({ online: true, place: "オンライン（Zoom）", region: null }),
        session({ closed: true }),
        session({ canceled: true }),
      ]),
    );
    expect(
      events.map((event) => [
        event.location["@type"],
        event.eventAttendanceMode,
        event.eventStatus,
        event.offers.availability,
      ]),
    ).toEqual([
      [
        "VirtualLocation",
        "https://schema.org/OnlineEventAttendanceMode",
        "https://schema.org/EventScheduled",
        "https://schema.org/InStock",
      ],
      [
        "Place",
        "https://schema.org/OfflineEventAttendanceMode",
        "https://schema.org/EventScheduled",
        "https://schema.org/SoldOut",
      ],
      [
        "Place",
        "https://schema.org/OfflineEventAttendanceMode",
        "https://schema.org/EventCancelled",
        "https://schema.org/SoldOut",
      ],
    ]);
    expect(events[0]!.location).toEqual({
      "@type": "VirtualLocation",
      url: "https://mirai.example/events/internship/10",
    });
    expect(richResultProblems(jsonLdDocument(events))).toEqual([]);
  });

  it("names a venue without a place by its prefecture, and has no Event without a date", () => {
    const [event] = eventJsonLd(input([session({ place: null, region: "大阪府" })]));
    expect(event!.location).toMatchObject({ "@type": "Place", name: "大阪府" });
    expect(eventJsonLd(input([]))).toEqual([]);
  });

  it("carries the eye-catch as image", () => {
    const [event] = eventJsonLd({ ...input([session()]), imageUrl: "https://img.example/e.jpg" });
    expect(event!.image).toEqual(["https://img.example/e.jpg"]);
  });
});
