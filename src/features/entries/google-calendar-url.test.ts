import { googleCalendarDate, googleCalendarUrl } from "./google-calendar-url";

describe("googleCalendarUrl", () => {
  it("writes UTC dates as YYYYMMDDTHHMMSSZ", () => {
    expect(googleCalendarDate("2027-08-01T10:00:00+09:00")).toBe("20270801T010000Z");
    expect(googleCalendarDate("2027-08-01T01:00:00.000Z")).toBe("20270801T010000Z");
  });

  it("builds the template link with title, dates, details and place", () => {
    const url = new URL(
      googleCalendarUrl({
        title: "夏のインターン 東京会場",
        startAt: "2027-08-01T01:00:00.000Z",
        endAt: "2027-08-01T08:00:00.000Z",
        details: "https://mirai.example.jp/events/internship/10",
        location: "東京都 本社セミナールーム",
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("夏のインターン 東京会場");
    expect(url.searchParams.get("dates")).toBe("20270801T010000Z/20270801T080000Z");
    expect(url.searchParams.get("details")).toBe("https://mirai.example.jp/events/internship/10");
    expect(url.searchParams.get("location")).toBe("東京都 本社セミナールーム");
  });
});
