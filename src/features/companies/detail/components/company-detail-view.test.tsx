import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import { jsonLdDocument } from "@/lib/seo/json-ld-document";
import { richResultProblems } from "@/lib/seo/rich-result-problems";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { installFakeIntersectionObserver } from "@/lib/analytics/intersection-observer-in-tests";
import { bringIntoView, eventCardListsWatching } from "@/features/events/test/event-card-lists-in-tests";
import { CompanyDetailView } from "./company-detail-view";
import { companyOrganization } from "../company-structured-data";
import { eventsByCategory } from "../events-by-category";
import { BUILT_AT, detailCompany as company, listedEvent as event, upcoming } from "../test/company-detail-fixtures";

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
    render(<CompanyDetailView company={company()} builtAt={BUILT_AT} />);
    expect(screen.getByRole("heading", { level: 1, name: "株式会社ミライテック" })).toBeInTheDocument();
    const scores = screen.getByRole("region", { name: "クチコミ評価" });
    expect(within(scores).getByText("4.1")).toBeInTheDocument();
    expect(within(scores).getByText("—")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "クチコミアワード2024 金賞" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "クチコミアワード2021 銅賞" })).toBeInTheDocument();
    expect(screen.getByText("公式情報あり")).toBeInTheDocument();
    expect(screen.getByText("エンジニア")).toBeInTheDocument();
    expect(within(screen.getByText("外観").closest("figure")!).getByRole("presentation")).toHaveAttribute(
      "src",
      "https://images.example.jp/a.jpg",
    );
    const group = screen.getByRole("region", { name: "グループ企業" });
    expect(within(group).getAllByRole("link", { name: "ミライホールディングス株式会社" })[0]).toHaveAttribute(
      "href",
      "/companies/7",
    );
    expect(within(group).getByRole("link", { name: "ミライ物流株式会社" })).toHaveAttribute("href", "/companies/9");
    expect(within(group).queryByRole("link", { name: "株式会社ミライテック" })).not.toBeInTheDocument();
    const events = screen.getByRole("region", { name: "掲載中のイベント" });
    expect(within(events).getByRole("heading", { name: "インターンシップ（1件）" })).toBeInTheDocument();
    expect(within(events).getByRole("heading", { name: "説明会・セミナー（2件）" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "企業クチコミ 12件" })).toHaveAttribute("href", "/companies/3/reviews");
    expect(screen.getByRole("link", { name: "イベント体験記 5件" })).toHaveAttribute(
      "href",
      "/companies/3/event_reviews",
    );
    expect(screen.getByRole("link", { name: "企業の動画" })).toHaveAttribute("href", "/companies/3/videos");
    expect(screen.getByRole("link", { name: "東京都" })).toHaveAttribute("href", "/companies/area/3/13");
  });

  it("leaves out the group and awards sections when there are none, and says when no events are listed", () => {
    render(
      <CompanyDetailView
        company={company({
          company_group: null,
          awards: [],
          has_award_review: false,
          latest_award_reviews_year: null,
          latest_award_reviews_badge: null,
          events: [],
        })}
        builtAt={BUILT_AT}
      />,
    );
    expect(screen.queryByRole("region", { name: "グループ企業" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "クチコミアワード受賞歴" })).not.toBeInTheDocument();
    expect(screen.getByText("現在掲載中のイベントはありません。")).toBeInTheDocument();
  });
});

describe("CompanyDetailView past events (過去のイベント)", () => {
  const pastAt = (day: number) => `2026-11-${String(day).padStart(2, "0")}T01:00:00.000Z`;

  it("lists events whose schedules have all started apart, latest first, and keeps them out of 掲載中", () => {
    render(
      <CompanyDetailView
        company={company({
          events: [
            upcoming(event(1, "seminar")),
            upcoming(event(2, "internship"), pastAt(3)),
            upcoming(event(3, "seminar"), pastAt(12)),
          ],
        })}
        builtAt={BUILT_AT}
      />,
    );
    const listed = screen.getByRole("region", { name: "掲載中のイベント" });
    expect(within(listed).getByRole("heading", { name: "説明会・セミナー（1件）" })).toBeInTheDocument();
    expect(within(listed).queryByRole("heading", { name: /インターンシップ/ })).toBeNull();
    const past = screen.getByRole("region", { name: "過去のイベント" });
    expect(within(past).getByText("開催済みのイベント2件です。")).toBeInTheDocument();
    expect(
      within(past)
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-labelledby") && card.textContent),
    ).toEqual([expect.stringContaining("イベント3"), expect.stringContaining("イベント2")]);
  });

  it("shows the six most recent past events, says how many there are, and no section without any", () => {
    const many = Array.from({ length: 8 }, (_, i) => upcoming(event(10 + i, "seminar"), pastAt(i + 1)));
    const { unmount } = render(<CompanyDetailView company={company({ events: many })} builtAt={BUILT_AT} />);
    const past = screen.getByRole("region", { name: "過去のイベント" });
    expect(within(past).getByText("開催済みのイベント8件のうち、直近の6件です。")).toBeInTheDocument();
    expect(within(past).getAllByRole("article")).toHaveLength(6);
    expect(screen.getByText("現在掲載中のイベントはありません。")).toBeInTheDocument();
    unmount();
    render(<CompanyDetailView company={company()} builtAt={BUILT_AT} />);
    expect(screen.queryByRole("region", { name: "過去のイベント" })).toBeNull();
  });

  it("an event without schedules is never past (the API's rule)", () => {
    render(
      <CompanyDetailView
        company={company({ events: [upcoming(event(1, "seminar"), null as never)] })}
        builtAt={BUILT_AT}
      />,
    );
    expect(screen.queryByRole("region", { name: "過去のイベント" })).toBeNull();
  });
});

describe("CompanyDetailView pictures", () => {
  it("loads the official image (the LCP picture) eagerly with high priority and the gallery lazily, through the URL builder", () => {
    const official = "/media/sample/companies/3/official-0a1b2c3d.jpg";
    const scene = "/media/sample/scenes/1-0a1b2c3d.jpg";
    const { container } = render(
      <CompanyDetailView
        company={company({
          official_image_url: official,
          image_gallery: [{ title: "外観", description: "本社ビル", image_url: scene, display_order: 1 }],
        })}
        builtAt={BUILT_AT}
      />,
    );
    const header = container.querySelector(`img[src^='/_img?url=${official}']`)!;
    expect(header).toHaveAttribute("loading", "eager");
    expect(header).toHaveAttribute("fetchpriority", "high");
    expect(header).toHaveAttribute("sizes", "(min-width: 1008px) 960px, 100vw");
    expect(header.getAttribute("srcset")).toContain("1536w");
    expect(header).toHaveAttribute("width", "960");
    expect(header).toHaveAttribute("height", "400");
    const gallery = within(screen.getByText("外観").closest("figure")!).getByRole("presentation");
    expect(gallery).toHaveAttribute("loading", "lazy");
    expect(gallery).toHaveAttribute("src", `/_img?url=${scene}&w=320&h=200&fm=webp&q=75&fit=cover`);
    expect(gallery).toHaveAttribute("sizes", "(min-width: 1080px) 246px, (min-width: 480px) 50vw, 100vw");
  });
});

describe("companyOrganization", () => {
  const toUrl = (path: string) => `https://example.jp${path}`;

  it("is a schema.org Organization with rating, awards and absolute media URLs", () => {
    const organization = companyOrganization(
      company({ square_logo_url: "/media/logos/3.png" }),
      "https://example.jp/companies/3",
      toUrl,
    );
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "株式会社ミライテック",
      url: "https://example.jp/companies/3",
      logo: "https://example.jp/media/logos/3.png",
      aggregateRating: { ratingValue: 4.06, reviewCount: 12 },
      award: ["クチコミアワード2024 金賞", "クチコミアワード2021 銅賞"],
    });
    expect(richResultProblems(jsonLdDocument([organization]))).toEqual([]);
    expect(
      companyOrganization(company({ review_count: 0 }), "https://example.jp/companies/3", toUrl),
    ).not.toHaveProperty("aggregateRating");
  });
});

describe("CompanyDetailView analytics", () => {
  it("sends the company's event cards seen as company_events impressions, one list per category group", async () => {
    const io = installFakeIntersectionObserver();
    resetDataLayer();
    render(<CompanyDetailView company={company()} builtAt={BUILT_AT} />);
    await eventCardListsWatching();
    bringIntoView(
      io,
      screen.getAllByRole("article").filter((card) => card.hasAttribute("data-category")),
    );
    window.dispatchEvent(new Event("pagehide"));
    expect(dataLayerEntries()).toEqual([
      {
        event: "event_impression",
        category: "internship",
        interaction: "item-impression",
        event_ids: [2],
        list: "company_events",
      },
      {
        event: "event_impression",
        category: "seminar",
        interaction: "item-impression",
        event_ids: [1, 3],
        list: "company_events",
      },
    ]);
    io.uninstall();
  });
});
