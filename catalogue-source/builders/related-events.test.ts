import { eventRow, scheduleRow } from "../test/row-fixtures";
import { groupSchedulesByEvent } from "./group-schedules-by-event";
import { buildRelatedEventIds } from "./related-events";

const now = new Date("2025-06-01T00:00:00Z");
const open = (eventId: number, id: number) => scheduleRow({ id, event_id: eventId });
const closed = (eventId: number, id: number) =>
  scheduleRow({ id, event_id: eventId, time_limit_at: new Date("2025-05-01T00:00:00Z") });

describe("buildRelatedEventIds", () => {
  const events = [
    eventRow({ id: 1, host_company_id: 3, business_category_id: 2, clip_count: 5 }),
    eventRow({ id: 2, host_company_id: 3, business_category_id: 2, clip_count: 50 }),
    eventRow({ id: 3, host_company_id: 3, business_category_id: 2, clip_count: 99 }),
    eventRow({ id: 4, host_company_id: 8, business_category_id: 2, clip_count: 1 }),
    eventRow({ id: 5, host_company_id: 9, business_category_id: 2, clip_count: 70 }),
    eventRow({ id: 6, host_company_id: 9, business_category_id: 4, clip_count: 10 }),
    eventRow({ id: 7, category: "gosetsu", host_company_id: null, business_category_id: 2, clip_count: 500 }),
  ];
  const schedules = [
    open(1, 101),
    open(2, 102),
    closed(3, 103),
    open(4, 104),
    open(5, 105),
    open(6, 106),
    open(7, 107),
  ];
  const related = buildRelatedEventIds(events, groupSchedulesByEvent(schedules), now);

  it("lists the host company's other events, open ones first, then by clips, never the event itself", () => {
    expect(related.get(1)?.other_published_event_db_ids).toEqual([2, 3]);
    expect(related.get(3)?.other_published_event_db_ids).toEqual([2, 1]);
  });

  it("recommends open events of the same industry from other companies, never joint fairs", () => {
    expect(related.get(1)?.recommended_event_db_ids).toEqual([5, 4]);
    expect(related.get(4)?.recommended_event_db_ids).toEqual([5, 2, 1]);
    expect(related.get(6)?.recommended_event_db_ids).toEqual([]);
  });

  it("gives a joint fair without host no other events of a company", () => {
    expect(related.get(7)?.other_published_event_db_ids).toEqual([]);
  });
});
