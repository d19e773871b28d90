import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import { detailSchedule } from "@/features/events/detail/test/event-detail-fixtures";
import type { FeatureEventData, FeatureEventEvent } from "../feature-event-data";
import { FairScheduleEntries } from "@/features/events";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { installFakeIntersectionObserver } from "@/lib/analytics/intersection-observer-in-tests";
import { bringIntoView, eventCardListsWatching } from "@/features/events/test/event-card-lists-in-tests";
import { FeatureEventView } from "./feature-event-view";

function fair(overrides: Partial<FeatureEventEvent> = {}): FeatureEventEvent {
  return {
    db_id: 40,
    title: "27卒 合同企業説明会 in 東京",
    category: "gosetsu",
    eye_catch_image_url: null,
    lottery: false,
    display_own_logo: false,
    is_trend_event: false,
    short_graduate_years: ["27卒"],
    prefectures: [{ code: 13, name: "東京都" }],
    has_live_schedule: false,
    schedule_count: 1,
    closest_schedule: null,
    company_count: 2,
    host_company: null,
    clip_count: 0,
    review_total_rating_average: null,
    feature_event_db_id: 7,
    graduate_years: [2027],
    application_url: null,
    schedules: [detailSchedule({ db_id: 400, title: "東京会場 第1部", has_reached_admission_limit: true })],
    ...overrides,
  };
}

function featureEvent(overrides: Partial<FeatureEventData> = {}): FeatureEventData {
  return {
    db_id: 7,
    title: "27卒 合同企業説明会 in 東京",
    description_html: "<p>業界を代表する企業が集まります。</p>",
    description_excerpt: "業界を代表する企業が集まります。",
    image_url: null,
    companies: [
      {
        db_id: 3,
        name: "株式会社ミライテック",
        initial_char: "ミ",
        square_logo_url: null,
        business_subcategory_name: "ソフトウェア",
      },
      {
        db_id: 4,
        name: "サクラ電機株式会社",
        initial_char: "サ",
        square_logo_url: null,
        business_subcategory_name: "電機",
      },
    ],
    events: [fair()],
    ...overrides,
  };
}

describe("FeatureEventView", () => {
  it("shows the title, description, participating companies and schedules of a joint fair", () => {
    render(<FeatureEventView featureEvent={featureEvent()} />);
    expect(screen.getByRole("heading", { level: 1, name: "27卒 合同企業説明会 in 東京" })).toBeInTheDocument();
    expect(screen.getByText("業界を代表する企業が集まります。")).toBeInTheDocument();
    const companies = within(screen.getByRole("region", { name: "参加企業（2社）" }));
    expect(companies.getByText("サクラ電機株式会社")).toBeInTheDocument();
    const schedules = within(screen.getByRole("region", { name: "開催日程" }));
    expect(schedules.getByText("東京会場 第1部")).toBeInTheDocument();
    expect(schedules.getByText("満席")).toBeInTheDocument();
  });

  it("gives a fair's schedules their entry actions when the template passes them (a fair is entered here)", async () => {
    const open = fair({
      schedules: [detailSchedule({ db_id: 400, title: "東京会場 第1部", time_limit_at: "2099-07-05T14:59:00.000Z" })],
    });
    render(
      <FeatureEventView
        featureEvent={featureEvent({ events: [open] })}
        renderFairSchedules={(event, now) => <FairScheduleEntries event={event} now={now} />}
      />,
    );
    expect(document.querySelector("[data-schedule-id='400'] [data-entry-action]")).not.toBeNull();
    // anonymous: sign in and come back to the fair's address (/events/gosetsu/{id} leads to this page)
    const login = await screen.findByRole("link", { name: /ログインしてエントリー/ });
    expect(login).toHaveAttribute("href", "/login?return_to=%2Fevents%2Fgosetsu%2F40");
  });

  it("lists its events as cards, each event's schedules under its title when there are several", () => {
    render(
      <FeatureEventView
        featureEvent={featureEvent({
          events: [fair(), fair({ db_id: 41, title: "合同説明会 in 大阪", feature_event_db_id: 8 })],
        })}
      />,
    );
    const schedules = within(screen.getByRole("region", { name: "開催日程" }));
    expect(schedules.getByRole("heading", { level: 3, name: "合同説明会 in 大阪" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "掲載イベント" })).getAllByRole("article")).toHaveLength(2);
  });
});

describe("FeatureEventView analytics", () => {
  it("sends its event cards seen as feature_event impressions", async () => {
    const io = installFakeIntersectionObserver();
    resetDataLayer();
    render(
      <FeatureEventView
        featureEvent={featureEvent({ events: [fair(), fair({ db_id: 41, title: "合同説明会 in 大阪" })] })}
      />,
    );
    await eventCardListsWatching();
    bringIntoView(io, screen.getAllByRole("article"));
    window.dispatchEvent(new Event("pagehide"));
    expect(dataLayerEntries()).toEqual([
      {
        event: "event_impression",
        category: "unknown",
        interaction: "item-impression",
        event_ids: [40, 41],
        list: "feature_event",
      },
    ]);
    io.uninstall();
  });
});
