import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import { detailSchedule } from "../test/event-detail-fixtures";
import { EventScheduleList } from "./event-schedule-list";

const noLive = new Map();
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
    render(<EventScheduleList schedules={[detailSchedule({ is_online: true, prefecture: null, place: "Zoom" })]} lottery={false} liveStates={noLive} now={now} />);
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
    const live = new Map([[100, { canceled: false, stopped_entry: false, has_reached_admission_limit: true, time_limit_at: "2030-07-05T14:59:00.000Z" }]]);
    render(<EventScheduleList schedules={[detailSchedule()]} lottery={false} liveStates={live} now={now} />);
    expect(item(100).getByText("満席")).toBeInTheDocument();
  });

  it("says so when there is no schedule", () => {
    render(<EventScheduleList schedules={[]} lottery={false} liveStates={noLive} now={now} />);
    expect(screen.getByText("日程は未定です。")).toBeInTheDocument();
  });
});
