import { act, render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import * as React from "react";
import type { CompanyCardData } from "@/features/companies/company-card-data";
import type { EventCardData } from "@core/events/event-card-data";
import { IMPRESSION_BATCH_MS } from "@/lib/analytics/event-impressions";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import {
  installFakeIntersectionObserver,
  type FakeIntersectionObserver,
} from "@/lib/analytics/intersection-observer-in-tests";
import { bringIntoView, eventCardListsWatching } from "@/features/events/test/event-card-lists-in-tests";
import HomePage from "./index";

function event(id: number, category: EventCardData["category"]): EventCardData {
  return {
    db_id: id,
    title: `イベント${id}`,
    category,
    eye_catch_image_url: null,
    lottery: false,
    display_own_logo: false,
    is_trend_event: false,
    short_graduate_years: ["27卒"],
    prefectures: [{ code: 13, name: "東京都" }],
    has_live_schedule: false,
    schedule_count: 1,
    closest_schedule: {
      db_id: id * 10,
      start_at: "2099-02-01T00:00:00.000Z",
      time_limit_at: "2099-01-01T00:00:00.000Z",
    },
    company_count: 0,
    host_company: null,
    clip_count: 0,
    review_total_rating_average: null,
    feature_event_db_id: null,
  };
}

const company: CompanyCardData = {
  db_id: 1,
  name: "株式会社ミライテック",
  initial_char: "ミ",
  square_logo_url: null,
  business_category: { name: "IT・通信", icon_key: "it" },
  business_subcategory_name: "ソフトウェア",
  overall_score: 4,
  review_count: 10,
  follower_count: 5,
  event_count: 2,
  is_official_company: false,
  latest_award_reviews_year: null,
  latest_award_reviews_badge: null,
};

const data: Queries.HomePageQuery = {
  topAds: {
    nodes: [
      {
        db_id: 31,
        ad_place: "ad_place_web_top_page",
        catch_copy: "社員と本音で話せる座談会",
        event: event(5, "seminar"),
      },
    ],
  },
  pickup: { nodes: [event(1, "internship")] },
  entry: { nodes: [event(2, "entry"), event(3, "entry")] },
  internship: { nodes: [event(1, "internship")] },
  seminar: { nodes: [] },
  gosetsu: { nodes: [event(4, "gosetsu")] },
  deadlineSoon: { nodes: [event(3, "entry")] },
  popularCompanies: { nodes: [company] },
  openEventGraduateYears: { distinct: ["2028", "2027"] },
};

function section(name: string) {
  return screen.getByRole("region", { name });
}

describe("HomePage", () => {
  beforeEach(() => {
    render(<HomePage {...({ data } as unknown as PageProps<Queries.HomePageQuery>)} />);
  });

  it("shows the promise and the graduation years of open events", () => {
    expect(screen.getByRole("heading", { level: 1, name: "未来につながる一歩を、ここから。" })).toBeInTheDocument();
    const years = within(section("未来につながる一歩を、ここから。")).getByRole("list", {
      name: "受付中のイベントの対象",
    });
    expect(
      within(years)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["27卒", "28卒"]);
  });

  it("renders one section per category with its newest events", () => {
    expect(within(section("新着の本選考")).getAllByRole("article")).toHaveLength(2);
    expect(within(section("新着のインターンシップ")).getAllByRole("article")).toHaveLength(1);
    expect(within(section("新着の合同説明会")).getByRole("article", { name: "イベント4" })).toBeInTheDocument();
    expect(
      within(section("新着の説明会・セミナー")).getByText("説明会・セミナーの掲載はまだありません。"),
    ).toBeInTheDocument();
  });

  it("renders the top ads of the build in a sponsored section read as 広告", () => {
    const sponsored = screen.getByRole("region", { name: /^注目のイベント\s*（広告）$/ });
    expect(within(sponsored).getByRole("article", { name: "イベント5" })).toBeInTheDocument();
    expect(within(sponsored).getByText("社員と本音で話せる座談会")).toBeInTheDocument();
  });

  it("renders pickup, deadlines soon and popular companies", () => {
    expect(within(section("ピックアップ")).getByRole("article", { name: "イベント1" })).toBeInTheDocument();
    expect(within(section("締切間近")).getByRole("article", { name: "イベント3" })).toBeInTheDocument();
    expect(within(section("人気企業")).getByRole("article", { name: "株式会社ミライテック" })).toBeInTheDocument();
  });
});

describe("HomePage pictures", () => {
  it("loads the first pickup card's picture eagerly with high priority (the LCP on phones), every other lazily", () => {
    const withPicture = (id: number, category: EventCardData["category"]) => ({
      ...event(id, category),
      eye_catch_image_url: `/media/sample/eye-catches/${id}-0a1b2c3d.jpg`,
    });
    const pictured = {
      ...data,
      pickup: { nodes: [withPicture(1, "internship"), withPicture(5, "seminar")] },
      entry: { nodes: [withPicture(2, "entry")] },
    };
    const { container } = render(<HomePage {...({ data: pictured } as unknown as PageProps<Queries.HomePageQuery>)} />);
    const pictures = [...container.querySelectorAll("img[src^='/_img']")];
    expect(pictures.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
    expect(pictures[0]).toHaveAttribute("fetchpriority", "high");
    expect(pictures.filter((img) => img.hasAttribute("fetchpriority"))).toHaveLength(1);
  });
});

describe("HomePage analytics", () => {
  let io: FakeIntersectionObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    io = installFakeIntersectionObserver();
    resetDataLayer();
  });
  afterEach(() => {
    jest.useRealTimers();
    io.uninstall();
  });

  it("sends the event cards seen as one event_impression per list: pickup, each category's newest (in its category), deadlines soon", async () => {
    render(<HomePage {...({ data } as unknown as PageProps<Queries.HomePageQuery>)} />);
    await eventCardListsWatching();
    bringIntoView(io, screen.getAllByRole("article"));
    act(() => jest.advanceTimersByTime(IMPRESSION_BATCH_MS));
    const impression = (list: string, category: string, ids: number[]) => ({
      event: "event_impression",
      category,
      interaction: "item-impression",
      event_ids: ids,
      list,
    });
    expect(dataLayerEntries()).toEqual([
      impression("home_pickup", "unknown", [1]),
      impression("home_new_selection", "selection", [2, 3]),
      impression("home_new_internship", "internship", [1]),
      impression("home_new_joint_job_fair", "joint_job_fair", [4]),
      impression("deadline_soon", "unknown", [3]),
    ]);
  });
});
