import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import { detailSchedule } from "../test/event-detail-fixtures";
import type { LiveScheduleState } from "../use-live-schedule-states";
import { EventScheduleList } from "./event-schedule-list";

const noLive = new Map();

function liveState(overrides: Partial<LiveScheduleState> = {}): LiveScheduleState {
  const { canceled, stopped_entry, has_reached_admission_limit, time_limit_at } = detailSchedule();
  return {
    canceled,
    stopped_entry,
    has_reached_admission_limit,
    time_limit_at,
    remaining_seat_count: 30,
    ...overrides,
  };
}
const now = new Date("2030-07-01T00:00:00Z");

function item(scheduleId: number) {
  const element = document.querySelector(`[data-schedule-id="${scheduleId}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no schedule ${scheduleId}`);
  return within(element);
}

describe("EventScheduleList", () => {
  it("shows dates and the deadline in Japan time, and the place with its prefecture", () => {
    render(<EventScheduleList schedules={[detailSchedule()]} lottery={false} liveStates={noLive} now={now} />);
    const schedule = item(100);
    expect(schedule.getByText("7月10日(水) 10:00")).toHaveAttribute("datetime", "2030-07-10T10:00:00+09:00");
    expect(schedule.getByText("7月10日(水) 13:00")).toBeInTheDocument();
    expect(schedule.getByText("7月5日(金) 23:59")).toBeInTheDocument();
    expect(schedule.getByText("東京都 ミライテック本社 セミナールーム")).toBeInTheDocument();
    expect(schedule.getByText("30名")).toBeInTheDocument();
  });

  it("says オンライン for an online schedule", () => {
    render(
      <EventScheduleList
        schedules={[detailSchedule({ is_online: true, prefecture: null, place: "Zoom" })]}
        lottery={false}
        liveStates={noLive}
        now={now}
      />,
    );
    expect(item(100).getByText("オンライン")).toBeInTheDocument();
  });

  it("labels full, stopped, canceled and lottery schedules", () => {
    render(
      <EventScheduleList
        schedules={[
          detailSchedule({ db_id: 1, has_reached_admission_limit: true }),
          detailSchedule({ db_id: 2, stopped_entry: true }),
          detailSchedule({ db_id: 3, canceled: true }),
          detailSchedule({ db_id: 4 }),
        ]}
        lottery
        liveStates={noLive}
        now={now}
      />,
    );
    expect(item(1).getByText("満席")).toBeInTheDocument();
    expect(item(2).getByText("受付終了")).toBeInTheDocument();
    expect(item(3).getByText("中止")).toBeInTheDocument();
    expect(item(4).getByText("抽選")).toBeInTheDocument();
  });

  it("prefers the run-time state of a schedule over its build values", () => {
    const live = new Map([[100, liveState({ has_reached_admission_limit: true, remaining_seat_count: 0 })]]);
    render(<EventScheduleList schedules={[detailSchedule()]} lottery={false} liveStates={live} now={now} />);
    expect(item(100).getByText("満席")).toBeInTheDocument();
  });

  it("shows the seats left from the run-time state of schedules still taking entries", () => {
    const live = new Map([
      [1, liveState({ remaining_seat_count: 12 })],
      [2, liveState({ remaining_seat_count: 3 })],
      [3, liveState({ remaining_seat_count: null })],
      [4, liveState({ remaining_seat_count: 0, has_reached_admission_limit: true })],
      [5, liveState({ remaining_seat_count: 9, stopped_entry: true })],
    ]);
    const schedules = [1, 2, 3, 4, 5, 6].map((db_id) => detailSchedule({ db_id }));
    render(<EventScheduleList schedules={schedules} lottery={false} liveStates={live} now={now} />);
    expect(item(1).getByText("残り12席")).toBeInTheDocument();
    expect(item(2).getByText("残りわずか（3席）")).toBeInTheDocument();
    expect(item(3).queryByText(/残り/)).toBeNull();
    expect(item(4).getByText("満席")).toBeInTheDocument();
    expect(item(4).queryByText(/残り/)).toBeNull();
    expect(item(5).getByText("受付終了")).toBeInTheDocument();
    expect(item(5).queryByText(/残り/)).toBeNull();
    // Not answered by the API (yet): the build values only, no seats left.
    expect(item(6).queryByText(/残り/)).toBeNull();
  });

  it("says so when there is no schedule", () => {
    render(<EventScheduleList schedules={[]} lottery={false} liveStates={noLive} now={now} />);
    expect(screen.getByText("日程は未定です。")).toBeInTheDocument();
  });
});
