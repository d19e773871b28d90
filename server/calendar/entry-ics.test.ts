import {
  buildCalendar,
  calendarSequence,
  calendarStatusOf,
  escapeText,
  foldLine,
  formatUtc,
  type CalendarEntry,
} from "./entry-ics";

const now = new Date("2026-11-26T00:00:00.000Z");
const entry: CalendarEntry = {
  entryId: 42,
  title: "夏のインターンシップ, 1day; 説明会\\特別",
  scheduleTitle: "第1回",
  startAt: new Date("2026-12-01T01:00:00.000Z"),
  endAt: new Date("2026-12-01T04:30:00.000Z"),
  place: "東京都千代田区\n丸の内1-1",
  isOnline: false,
  eventUrl: "https://mirai-career.jp/events/internship/7",
  status: "CONFIRMED",
  revisedAt: new Date("2026-11-20T00:00:00.000Z"),
};

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("entry ics", () => {
  it("escapes backslash, semicolon, comma and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("writes UTC times", () => {
    expect(formatUtc(new Date("2026-12-01T01:02:03.456Z"))).toBe("20261201T010203Z");
  });

  it("folds at 75 octets without splitting a character, continuation lines starting with a space", () => {
    const line = `SUMMARY:${"あ".repeat(60)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(unfold(folded.join("\r\n"))).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });

  it("builds one VEVENT per entry with CRLF endings, a stable UID and the event page", () => {
    const text = buildCalendar([entry], now);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    const lines = unfold(text).split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("UID:entry-42@mirai-career.jp");
    expect(lines).toContain("DTSTART:20261201T010000Z");
    expect(lines).toContain("DTEND:20261201T043000Z");
    expect(lines).toContain("DTSTAMP:20261126T000000Z");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain(`SEQUENCE:${calendarSequence(entry.revisedAt, "CONFIRMED")}`);
    expect(lines).toContain("SUMMARY:夏のインターンシップ\\, 1day\\; 説明会\\\\特別（第1回）");
    expect(lines).toContain("LOCATION:東京都千代田区\\n丸の内1-1");
    expect(lines).toContain("DESCRIPTION:イベント詳細: https://mirai-career.jp/events/internship/7");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(buildCalendar([entry], now)).toBe(text);
  });

  it("says オンライン for online schedules and leaves LOCATION out while the place is undecided", () => {
    expect(unfold(buildCalendar([{ ...entry, isOnline: true }], now))).toContain("LOCATION:オンライン\r\n");
    expect(buildCalendar([{ ...entry, place: null }], now)).not.toContain("LOCATION");
    expect(buildCalendar([], now)).not.toContain("BEGIN:VEVENT");
  });

  it("maps entry states to VEVENT statuses: canceled and lost are CANCELLED, applications and the waitlist TENTATIVE", () => {
    expect(calendarStatusOf("canceled")).toBe("CANCELLED");
    expect(calendarStatusOf("defeated")).toBe("CANCELLED");
    expect(calendarStatusOf("pre_entried")).toBe("TENTATIVE");
    expect(calendarStatusOf("remained")).toBe("TENTATIVE");
    for (const state of ["entried", "invited", "elected", "attended", "absenced"])
      expect(calendarStatusOf(state)).toBe("CONFIRMED");
  });

  it("counts SEQUENCE up with the entry's last change, a cancellation above the entry it cancels even in the same second", () => {
    const at = new Date("2026-11-20T00:00:00.400Z");
    const confirmed = calendarSequence(at, "CONFIRMED");
    expect(calendarSequence(at, "CANCELLED")).toBe(confirmed + 1);
    expect(calendarSequence(new Date(at.getTime() + 1000), "CONFIRMED")).toBeGreaterThan(confirmed + 1);
    expect(calendarSequence(new Date("2019-12-31T00:00:00Z"), "CONFIRMED")).toBe(0);
    // RFC 5545 INTEGER is 32-bit signed
    expect(calendarSequence(new Date("2054-01-01T00:00:00Z"), "CANCELLED")).toBeLessThan(2 ** 31);
    const cancelled = unfold(buildCalendar([{ ...entry, status: "CANCELLED" }], now));
    expect(cancelled).toContain("STATUS:CANCELLED\r\n");
    expect(cancelled).toContain(`SEQUENCE:${calendarSequence(entry.revisedAt, "CONFIRMED") + 1}\r\n`);
  });
});
