import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import type { EventCardData } from "../../../domain/events/event-card-data";
import type { CompanyDetailData } from "./company-detail-data";
import { CompanyDetailView } from "./company-detail-view";
import { companyOrganization } from "./company-structured-data";
import { eventsByCategory } from "./events-by-category";

function event(db_id: number, category: EventCardData["category"]): EventCardData {
  return {
    db_id,
    title: `イベント${db_id}`,
    category,
    eye_catch_image_url: null,
    lottery: false,
    display_own_logo: false,
    is_trend_event: false,
    short_graduate_years: ["27卒"],
    prefectures: [],
    has_live_schedule: true,
    schedule_count: 1,
    closest_schedule: null,
    company_count: 0,
    host_company: null,
    clip_count: 0,
    review_total_rating_average: null,
    feature_event_db_id: null,
  };
}

function company(overrides: Partial<CompanyDetailData> = {}): CompanyDetailData {
  return {
    db_id: 3,
    name: "株式会社ミライテック",
    name_pronunciation: "ミライテック",
    initial_char: "ミ",
    square_logo_url: null,
    business_category: { name: "IT・通信", icon_key: "it" },
    business_subcategory_name: "ソフトウェア",
    overall_score: 4.06,
    recruitment_score: 3.5,
    internship_score: null,
    seminar_score: 4,
    review_count: 12,
    experience_review_count: 5,
    follower_count: 8,
    event_count: 3,
    is_official_company: true,
    latest_award_reviews_year: 2024,
    latest_award_reviews_badge: "gold",
    official_description: "ITで未来をつくる会社です。",
    official_image_url: null,
    image_gallery: [{ title: "外観", description: "本社ビル", image_url: "https://images.example.jp/a.jpg", display_order: 1 }],
    has_award_review: true,
    awards: [
      { year: 2024, rank: "gold" },
      { year: 2021, rank: "bronze" },
    ],
    job_category_names: ["エンジニア"],
    is_foreign: false,
    headquarters_prefecture: { code: 13, name: "東京都", area_db_id: 3, area_name: "関東" },
    company_group: {
      main_company: { db_id: 7, name: "ミライホールディングス株式会社" },
      companies: [
        { db_id: 3, name: "株式会社ミライテック" },
        { db_id: 7, name: "ミライホールディングス株式会社" },
        { db_id: 9, name: "ミライ物流株式会社" },
      ],
    },
    events: [event(1, "seminar"), event(2, "internship"), event(3, "seminar")],
    ...overrides,
  };
}

describe("eventsByCategory", () => {
  it("groups in the spec's category order, keeping each group's order and leaving empty ones out", () => {
    const groups = eventsByCategory([event(1, "seminar"), event(2, "internship"), event(3, "seminar")]);
    expect(groups.map((group) => [group.category, group.events.map((e) => e.db_id)])).toEqual([
      ["internship", [2]],
      ["seminar", [1, 3]],
    ]);
  });
});

describe("CompanyDetailView", () => {
  it("renders the summary: name, industry, scores, awards, group, events and review links", () => {
    render(<CompanyDetailView company={company()} />);
    expect(screen.getByRole("heading", { level: 1, name: "株式会社ミライテック" })).toBeInTheDocument();
    const scores = screen.getByRole("region", { name: "クチコミ評価" });
    expect(within(scores).getByText("4.1")).toBeInTheDocument();
    expect(within(scores).getByText("—")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "クチコミアワード2024 金賞" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "クチコミアワード2021 銅賞" })).toBeInTheDocument();
    expect(screen.getByText("公式情報あり")).toBeInTheDocument();
    expect(screen.getByText("エンジニア")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "外観" })).toHaveAttribute("src", "https://images.example.jp/a.jpg");
    const group = screen.getByRole("region", { name: "グループ企業" });
    expect(within(group).getAllByRole("link", { name: "ミライホールディングス株式会社" })[0]).toHaveAttribute("href", "/companies/7");
    expect(within(group).getByRole("link", { name: "ミライ物流株式会社" })).toHaveAttribute("href", "/companies/9");
    expect(within(group).queryByRole("link", { name: "株式会社ミライテック" })).not.toBeInTheDocument();
    const events = screen.getByRole("region", { name: "掲載中のイベント" });
    expect(within(events).getByRole("heading", { name: "インターンシップ（1件）" })).toBeInTheDocument();
    expect(within(events).getByRole("heading", { name: "説明会・セミナー（2件）" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "企業クチコミ 12件" })).toHaveAttribute("href", "/companies/3/reviews");
    expect(screen.getByRole("link", { name: "イベント体験記 5件" })).toHaveAttribute("href", "/companies/3/event_reviews");
    expect(screen.getByRole("link", { name: "企業の動画" })).toHaveAttribute("href", "/companies/3/videos");
    expect(screen.getByRole("link", { name: "東京都" })).toHaveAttribute("href", "/companies/area/3/13");
  });

  it("leaves out the group and awards sections when there are none, and says when no events are listed", () => {
    render(<CompanyDetailView company={company({ company_group: null, awards: [], has_award_review: false, latest_award_reviews_year: null, latest_award_reviews_badge: null, events: [] })} />);
    expect(screen.queryByRole("region", { name: "グループ企業" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "クチコミアワード受賞歴" })).not.toBeInTheDocument();
    expect(screen.getByText("現在掲載中のイベントはありません。")).toBeInTheDocument();
  });
});

describe("companyOrganization", () => {
  it("is a schema.org Organization with rating and awards", () => {
    expect(companyOrganization(company(), "https://example.jp/companies/3")).toMatchObject({
      "@type": "Organization",
      name: "株式会社ミライテック",
      url: "https://example.jp/companies/3",
      aggregateRating: { ratingValue: 4.06, reviewCount: 12 },
      award: ["クチコミアワード2024 金賞", "クチコミアワード2021 銅賞"],
    });
    expect(companyOrganization(company({ review_count: 0 }), "u")).not.toHaveProperty("aggregateRating");
  });
});
