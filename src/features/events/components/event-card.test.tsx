import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import type { EventCardData } from "@core/events/event-card-data";
import { testEventCard as event } from "../test/event-card-fixtures";
import { EventCardList } from "./event-card-list";
import { EventCard } from "./event-card";

function renderCard(overrides: Partial<EventCardData> = {}) {
  const result = render(<EventCard event={event(overrides)} />);
  const card = screen.getByRole("article", { name: overrides.title ?? "【27卒】夏のエンジニア職インターンシップ" });
  return { ...result, card };
}

describe("EventCard", () => {
  it("renders an article named by its title, with category badge and graduate-year labels", () => {
    const { card } = renderCard();
    const labels = within(card).getByRole("list", { name: "ラベル" });
    expect(
      within(labels)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["インターンシップ", "27卒", "28卒"]);
  });

  it("keeps ids unique when the same event is shown twice on a page, each card still named by its title", () => {
    const { container } = render(
      <>
        <EventCard event={event({ db_id: 7 })} />
        <EventCard event={event({ db_id: 7 })} />
      </>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByRole("article", { name: "【27卒】夏のエンジニア職インターンシップ" })).toHaveLength(2);
  });

  it("links its title to the event page", () => {
    const { card } = renderCard({ category: "entry", db_id: 42 });
    expect(within(card).getByRole("link", { name: "【27卒】夏のエンジニア職インターンシップ" })).toHaveAttribute(
      "href",
      "/events/selection/42",
    );
  });

  it("links a joint fair to its feature event page, and not at all without one", () => {
    const linked = renderCard({ category: "gosetsu", feature_event_db_id: 5 });
    expect(within(linked.card).getByRole("link", { name: "【27卒】夏のエンジニア職インターンシップ" })).toHaveAttribute(
      "href",
      "/feature_events/5",
    );
    linked.unmount();
    const { card } = renderCard({ category: "gosetsu", feature_event_db_id: null });
    expect(
      within(card).queryByRole("link", { name: "【27卒】夏のエンジニア職インターンシップ" }),
    ).not.toBeInTheDocument();
    // Only the clip toggle links anywhere (to sign-in, for anonymous visitors).
    expect(within(card).getByRole("link")).toHaveAttribute("href", expect.stringMatching(/^\/login/));
  });

  it("shows the review average and clip count when there are any", () => {
    const plain = renderCard();
    expect(within(plain.card).queryByText(/クリップ/)).not.toBeInTheDocument();
    plain.unmount();
    const { card } = renderCard({ review_total_rating_average: 4.25, clip_count: 12 });
    expect(within(card).getByLabelText("クチコミ評価 4.3")).toHaveTextContent("★4.3");
    expect(within(card).getByText("クリップ")).toBeInTheDocument();
    expect(within(card).getByText("12人")).toBeInTheDocument();
  });

  it("does not label clips as a rating when the event has no reviews", () => {
    const { card } = renderCard({ review_total_rating_average: null, clip_count: 3 });
    expect(within(card).queryByText("評価")).not.toBeInTheDocument();
    expect(within(card).getByText("3人")).toBeInTheDocument();
  });

  it("shows the eye-catch image when there is one", () => {
    const { card } = renderCard();
    expect(card.querySelector("img[src='https://images.example.jp/events/10.jpg']")).not.toBeNull();
  });

  it("draws a stored eye-catch through the URL builder, as wide as a card of the grid, lazily", () => {
    const src = "/media/sample/eye-catches/10-0a1b2c3d.jpg";
    const { card } = renderCard({ eye_catch_image_url: src, display_own_logo: false });
    const img = card.querySelector("img")!;
    expect(img).toHaveAttribute("src", `/_img?url=${src}&w=640&h=336&fm=webp&q=75&fit=cover`);
    expect(img.getAttribute("srcset")).toContain(`/_img?url=${src}&w=320&h=168&fm=webp&q=75&fit=cover 320w`);
    expect(img).toHaveAttribute("sizes", "(min-width: 960px) 246px, (min-width: 600px) 50vw, 100vw");
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "336");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("loads the first card's picture of a list that leads the page eagerly with high priority, the others lazily", () => {
    const events = [
      event({ db_id: 1, eye_catch_image_url: "/media/a.jpg" }),
      event({ db_id: 2, eye_catch_image_url: "/media/b.jpg" }),
    ];
    const { container, rerender } = render(<EventCardList events={events} emptyMessage="" priorityFirst />);
    const pictures = () =>
      Array.from(container.querySelectorAll("img[alt='']")).filter((img) =>
        img.getAttribute("src")?.includes("/media/"),
      );
    expect(pictures().map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([
      ["eager", "high"],
      ["lazy", null],
    ]);
    rerender(<EventCardList events={events} emptyMessage="" />);
    expect(pictures().map((img) => img.getAttribute("loading"))).toEqual(["lazy", "lazy"]);
  });

  it("shows a category-coloured panel instead when there is no eye-catch image", () => {
    const { card } = renderCard({ eye_catch_image_url: null, category: "entry", host_company: null, company_count: 0 });
    expect(card.querySelector("img")).toBeNull();
    expect(card).toHaveAttribute("data-category", "entry");
    expect(within(card).getAllByText("本選考")).toHaveLength(2);
  });

  it("shows the host company with its logo when it displays its own logo", () => {
    const { card } = renderCard();
    expect(within(card).getByText("株式会社ミライテック")).toBeInTheDocument();
    expect(card.querySelector("img[src='https://images.example.jp/logo.png']")).not.toBeNull();
  });

  it("shows the initial-character avatar when the company does not display its own logo", () => {
    const { card } = renderCard({ display_own_logo: false });
    expect(card.querySelector("img[src='https://images.example.jp/logo.png']")).toBeNull();
    expect(within(card).getByText("ミ")).toBeInTheDocument();
  });

  it("shows the participating company count for a gosetsu fair without host", () => {
    const { card } = renderCard({ category: "gosetsu", host_company: null, company_count: 4 });
    expect(within(card).getByText("参加企業 4社")).toBeInTheDocument();
    expect(within(card).getByText("合同説明会")).toBeInTheDocument();
  });

  it("shows the closest date and deadline in Asia/Tokyo, and the schedule count", () => {
    const { card } = renderCard({ schedule_count: 3 });
    expect(within(card).getByText("7月10日(木) 10:00")).toHaveAttribute("datetime", "2025-07-10T10:00:00+09:00");
    expect(within(card).getByText("7月5日(土) 23:59")).toBeInTheDocument();
    expect(within(card).getByText("（全3日程）")).toBeInTheDocument();
  });

  it("lists prefectures and オンライン, shortening long lists", () => {
    const { card } = renderCard({
      has_live_schedule: true,
      prefectures: [
        { code: 1, name: "北海道" },
        { code: 13, name: "東京都" },
        { code: 23, name: "愛知県" },
        { code: 27, name: "大阪府" },
        { code: 40, name: "福岡県" },
      ],
    });
    expect(within(card).getByText("北海道・東京都・愛知県・他2件・オンライン")).toBeInTheDocument();
  });

  it("shows オンライン alone for an online-only event", () => {
    const { card } = renderCard({ has_live_schedule: true, prefectures: [] });
    expect(within(card).getByText("オンライン")).toBeInTheDocument();
  });

  it("shows lottery and trend labels only when set", () => {
    const plain = renderCard();
    expect(within(plain.card).queryByText("抽選")).not.toBeInTheDocument();
    expect(within(plain.card).queryByText("注目")).not.toBeInTheDocument();
    plain.unmount();
    const { card } = renderCard({ lottery: true, is_trend_event: true });
    expect(within(card).getByText("抽選")).toBeInTheDocument();
    expect(within(card).getByText("注目")).toBeInTheDocument();
  });

  it("shows 受付終了 when no schedule is open (core/entry-window.ts)", () => {
    const { card } = renderCard({ closest_schedule: null });
    expect(within(card).getByText("締切").nextSibling).toHaveTextContent("受付終了");
    expect(within(card).queryByText("日程")).not.toBeInTheDocument();
  });
});
