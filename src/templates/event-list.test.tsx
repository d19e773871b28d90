import { act, render, screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { emptyPlpParams } from "@core/plp-params";
import EventListTemplate, { type EventListPageContext } from "./event-list";
import { testEventCard } from "@/features/events/test/event-card-fixtures";
import { answerApiGets, type ApiGetAnswer } from "@/lib/api/api-gets-in-tests";

// GET /api/v1/events: what the browser asks for a sort the build did not prerender
const fetchEventList: ApiGetAnswer = jest.fn();
beforeEach(() => {
  answerApiGets("/api/v1/events", fetchEventList);
  jest.mocked(fetchEventList).mockReset().mockResolvedValue({ events: [], total_counts: 0 });
});

const data = {
  allEvent: { nodes: [] },
  pickups: { nodes: [] },
  allBusinessCategory: { nodes: [{ db_id: 3, name: "IT・通信" }] },
  allPrefecture: { nodes: [{ code: 13, name: "東京都", area_name: "関東" }] },
} as unknown as Queries.EventListTemplateQuery;

const pageContext: EventListPageContext = {
  plp: emptyPlpParams("internship"),
  eventIds: [],
  totalCount: 0,
  totalPages: 0,
  pickupEventIds: [],
  filterGraduateYears: [2027],
  subcategories: {},
};

function template(search: string, page: { data?: typeof data; pageContext?: EventListPageContext } = {}) {
  const props = {
    data: page.data ?? data,
    pageContext: page.pageContext ?? pageContext,
    location: { pathname: "/events/internship", search },
  };
  return (
    <EventListTemplate {...(props as unknown as PageProps<Queries.EventListTemplateQuery, EventListPageContext>)} />
  );
}

describe("a prerendered event listing opened with ?sort=", () => {
  it("hydrates the prerendered (default-sort) HTML without a mismatch, then shows and loads the asked sort", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(template(""));
    document.body.appendChild(container);
    const error = jest.spyOn(console, "error");

    const root = await act(async () => hydrateRoot(container, template("?sort=time_limit_at")));

    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    const sorts = screen.getByRole("navigation", { name: "並び替え" });
    expect(await within(sorts).findByText("締切順")).toHaveAttribute("aria-current", "true");
    expect(jest.mocked(fetchEventList).mock.calls[0]![1]).toMatchObject({
      category: "internship",
      sort: "time_limit_at",
    });
    act(() => root.unmount());
    container.remove();
  });
});

describe("a prerendered event listing opened with ?q= (a shared keyword search)", () => {
  it("hydrates the prerendered HTML without a mismatch, then searches the words with the free-word API", async () => {
    const search = answerApiGets("/api/v1/events/free_word_search", fetchEventList);
    const container = document.createElement("div");
    container.innerHTML = renderToString(template(""));
    document.body.appendChild(container);
    const error = jest.spyOn(console, "error");

    const root = await act(async () =>
      hydrateRoot(container, template("?q=%E5%96%B6%E6%A5%AD%E3%80%80%E6%9D%B1%E4%BA%AC")),
    );

    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect(await screen.findByText("「営業 東京」に一致するイベントは見つかりませんでした。")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "キーワードで探す" })).toHaveValue("営業 東京");
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ path: "/api/v1/events/free_word_search" }));
    expect(jest.mocked(fetchEventList).mock.calls[0]![1]).toMatchObject({
      category: "internship",
      search_query: "営業 東京",
      sort: "updated_at",
      page: 1,
    });
    act(() => root.unmount());
    container.remove();
  });
});

describe("the listing's ピックアップ (the build's pickup events of the listing)", () => {
  const pickupData = {
    ...data,
    allEvent: { nodes: [testEventCard({ db_id: 1, title: "一覧のイベント" })] },
    // the query answers in any order: the page context's order is the display order
    pickups: {
      nodes: [testEventCard({ db_id: 8, title: "注目の選考" }), testEventCard({ db_id: 9, title: "注目のインターン" })],
    },
  } as unknown as Queries.EventListTemplateQuery;
  const withPickups = { ...pageContext, eventIds: [1], totalCount: 1, totalPages: 1, pickupEventIds: [9, 8] };

  it("shows them under an h2 「ピックアップ」 with the listing's cards, in the page's order", () => {
    render(template("", { data: pickupData, pageContext: withPickups }));
    const section = screen.getByRole("region", { name: "ピックアップ" });
    expect(within(section).getByRole("heading", { level: 2, name: "ピックアップ" })).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["注目のインターン", "注目の選考"]);
    expect(within(section).queryByText("一覧のイベント")).not.toBeInTheDocument();
  });

  it("is hidden when the listing has none", () => {
    render(
      template("", {
        data: { ...pickupData, pickups: { nodes: [] } },
        pageContext: { ...withPickups, pickupEventIds: [] },
      }),
    );
    expect(screen.queryByRole("heading", { name: "ピックアップ" })).not.toBeInTheDocument();
  });

  it("is not repeated on page 2", () => {
    const page2 = { ...withPickups, plp: { ...withPickups.plp, page: 2 } };
    render(template("", { data: pickupData, pageContext: page2 }));
    expect(screen.queryByRole("heading", { name: "ピックアップ" })).not.toBeInTheDocument();
  });

  it("is not shown above a keyword search's results", async () => {
    answerApiGets("/api/v1/events/free_word_search", fetchEventList);
    render(template("?q=%E5%96%B6%E6%A5%AD", { data: pickupData, pageContext: withPickups }));
    expect(await screen.findByText("「営業」に一致するイベントは見つかりませんでした。")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "ピックアップ" })).not.toBeInTheDocument();
  });
});
