import type { Entry } from "../api/entries";
import type { Schedule } from "../api/event-detail";
import {
  activeEntryOf,
  changeableSchedulesOf,
  matchesGraduationYear,
  showsTicket,
  takesEntries,
} from "./viewer-event-facts";

const NOW = Date.parse("2026-12-01T00:00:00Z");
const day = (offset: number) => new Date(NOW + offset * 86_400_000).toISOString();

function schedule(id: number, overrides: Partial<Schedule> = {}): Schedule {
  return {
    id,
    start_at: day(10),
    end_at: day(10.1),
    time_limit_at: day(5),
    canceled: false,
    stopped_entry: false,
    has_reached_admission_limit: false,
    ...overrides,
  } as Schedule;
}

function entry(id: number, scheduleId: number, state: Entry["state"], updatedAt = day(-1)): Entry {
  return { id, schedule_id: scheduleId, state, updated_at: updatedAt } as Entry;
}

describe("matchesGraduationYear", () => {
  it("is null without a student year, true for a targeted year or an event without years, false otherwise", () => {
    expect(matchesGraduationYear([2027], null)).toBeNull();
    expect(matchesGraduationYear([2027], undefined)).toBeNull();
    expect(matchesGraduationYear([2027, 2028], 2028)).toBe(true);
    expect(matchesGraduationYear([], 2030)).toBe(true);
    expect(matchesGraduationYear([2027], 2028)).toBe(false);
  });
});

describe("activeEntryOf", () => {
  it("ignores canceled entries and prefers the most recently updated", () => {
    expect(activeEntryOf([entry(1, 1, "canceled")])).toBeNull();
    expect(
      activeEntryOf([
        entry(1, 1, "entried", day(-3)),
        entry(2, 2, "remained", day(-2)),
        entry(3, 3, "canceled", day(-1)),
      ])?.id,
    ).toBe(2);
  });
});

describe("takesEntries", () => {
  it("refuses canceled, stopped, past-deadline and full schedules", () => {
    expect(takesEntries(schedule(1), NOW)).toBe(true);
    expect(takesEntries(schedule(1, { canceled: true }), NOW)).toBe(false);
    expect(takesEntries(schedule(1, { stopped_entry: true }), NOW)).toBe(false);
    expect(takesEntries(schedule(1, { time_limit_at: day(0) }), NOW)).toBe(false);
    expect(takesEntries(schedule(1, { has_reached_admission_limit: true }), NOW)).toBe(false);
  });
});

describe("changeableSchedulesOf", () => {
  const schedules = [
    schedule(1),
    schedule(2),
    schedule(3, { has_reached_admission_limit: true }),
    schedule(4, { time_limit_at: day(-1) }),
  ];

  it("offers the other schedules that take entries, for an entry holding a seat before its schedule starts", () => {
    expect(changeableSchedulesOf(schedules, entry(9, 1, "entried"), NOW).map((s) => s.id)).toEqual([2]);
    expect(changeableSchedulesOf(schedules, entry(9, 1, "elected"), NOW).map((s) => s.id)).toEqual([2]);
  });

  it("offers nothing without an entry, for applications and waitlist places, or once the schedule has started", () => {
    expect(changeableSchedulesOf(schedules, null, NOW)).toEqual([]);
    expect(changeableSchedulesOf(schedules, entry(9, 1, "pre_entried"), NOW)).toEqual([]);
    expect(changeableSchedulesOf(schedules, entry(9, 1, "remained"), NOW)).toEqual([]);
    const started = [schedule(1, { start_at: day(-0.1) }), schedule(2)];
    expect(changeableSchedulesOf(started, entry(9, 1, "entried"), NOW)).toEqual([]);
  });
});

describe("showsTicket", () => {
  it("shows the ticket while a seat is held and the schedule has not ended", () => {
    expect(showsTicket([schedule(1)], entry(9, 1, "entried"), NOW)).toBe(true);
    expect(showsTicket([schedule(1)], entry(9, 1, "remained"), NOW)).toBe(false);
    expect(showsTicket([schedule(1, { end_at: day(-1) })], entry(9, 1, "entried"), NOW)).toBe(false);
    expect(showsTicket([schedule(1, { canceled: true })], entry(9, 1, "entried"), NOW)).toBe(false);
    expect(showsTicket([schedule(1)], null, NOW)).toBe(false);
  });
});
