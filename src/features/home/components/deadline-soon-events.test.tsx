import { render, screen } from "@testing-library/react";
import * as React from "react";
import type { EventCardData } from "@core/events/event-card-data";
import { DeadlineSoonEvents } from "./deadline-soon-events";

function event(id: number, timeLimitAt: string): EventCardData {
  return {
    db_id: id,
    title: `イベント${id}`,
    category: "seminar",
    eye_catch_image_url: null,
    lottery: false,
    display_own_logo: false,
    is_trend_event: false,
    short_graduate_years: ["27卒"],
    prefectures: [],
    has_live_schedule: true,
    schedule_count: 1,
    closest_schedule: { db_id: id * 10, start_at: "2030-01-01T00:00:00.000Z", time_limit_at: timeLimitAt },
    company_count: 0,
    host_company: null,
    clip_count: 0,
    review_total_rating_average: null,
    feature_event_db_id: null,
  };
}

describe("DeadlineSoonEvents", () => {
  it("hides events whose deadline passed since the build and fills up to the limit", () => {
    const events = [
      event(1, "2000-01-01T00:00:00.000Z"),
      event(2, "2099-01-01T00:00:00.000Z"),
      event(3, "2099-01-02T00:00:00.000Z"),
      event(4, "2099-01-03T00:00:00.000Z"),
    ];
    render(<DeadlineSoonEvents events={events} limit={2} />);
    // the event ids of the cards, from their heading links (card ids come from React.useId)
    expect(
      screen
        .getAllByRole("article")
        .map((article) => article.querySelector("h3 a")!.getAttribute("href")!.split("/").pop()),
    ).toEqual(["2", "3"]);
  });

  it("says so when every deadline has passed", () => {
    render(<DeadlineSoonEvents events={[event(1, "2000-01-01T00:00:00.000Z")]} limit={8} />);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.getByText("締切間近のイベントはありません。")).toBeInTheDocument();
  });
});
