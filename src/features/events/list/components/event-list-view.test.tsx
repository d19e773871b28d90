import { render, screen, within } from "@testing-library/react";
import * as React from "react";
import type { EventListItem } from "@core/api/event-list";
import { emptyPlpParams } from "@core/plp-params";
import { testEventListItem } from "@core/test-support/event-list-item";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { installFakeIntersectionObserver } from "@/lib/analytics/intersection-observer-in-tests";
import { bringIntoView, eventCardListsWatching } from "../../test/event-card-lists-in-tests";
import { EventListView } from "./event-list-view";
import { answerApiGets, type ApiGetAnswer } from "@/lib/api/api-gets-in-tests";

// GET /api/v1/events: answered by `fetchEventList(client, query, signal)` as each test sets it
const fetchEventList: ApiGetAnswer = jest.fn();
beforeEach(() => answerApiGets("/api/v1/events", fetchEventList));

const options = {
  graduateYears: [2027],
  businessCategories: [{ db_id: 3, name: "IT・通信" }],
  prefectures: [{ code: 13, name: "東京都", area_name: "関東" }],
};

function item(id: number): EventListItem {
  return testEventListItem({
    id,
    title: `APIイベント${id}`,
    schedule_count: 2,
    prefectures: [
      { code: 0, name: "オンライン" },
      { code: 13, name: "東京都" },
    ],
    clip_count: 3,
  });
}

beforeEach(() => {
  jest.mocked(fetchEventList).mockReset();
  resetDataLayer();
});

describe("EventListView", () => {
  it("shows build data without calling the API for the default sort", () => {
    render(
      <EventListView
        params={emptyPlpParams("seminar")}
        sort="updated_at"
        options={options}
        subcategories={{}}
        prerendered={{ events: [], totalCount: 0 }}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("企業説明会・セミナー一覧");
    // the cards' h3 titles sit under an h2, not straight under the h1 (heading order)
    expect(screen.getByRole("heading", { level: 2, name: "イベント一覧" })).toBeInTheDocument();
    expect(screen.getByTestId("event-list-total")).toHaveTextContent("0");
    expect(fetchEventList).not.toHaveBeenCalled();
    // the plain listing is no search
    expect(dataLayerEntries()).toEqual([]);
  });

  it("fetches a client-only listing with the filters as API parameters and shows total_counts and page links", async () => {
    jest.mocked(fetchEventList).mockResolvedValue({ events: [item(1), item(2)], total_counts: 45 });
    const params = { ...emptyPlpParams("internship"), graduateYear: 2027, businessCategoryId: 3, prefectureCode: 13 };
    render(
      <EventListView
        params={params}
        sort="start_at"
        options={options}
        subcategories={{ "3": [31, 32] }}
        prerendered={null}
      />,
    );

    expect(screen.getByText("読み込み中…")).toBeInTheDocument();
    expect(await screen.findByTestId("event-list-total")).toHaveTextContent("45");
    expect(jest.mocked(fetchEventList).mock.calls[0]![1]).toEqual({
      category: "internship",
      graduates: [2027],
      business_subcategory_ids: [31, 32],
      prefectures: [13],
      sort: "start_at",
      page: 1,
      per: 20,
    });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "27卒・IT・通信・東京都の1dayから長期までのインターンシップ一覧",
    );
    const card = screen.getByRole("article", { name: "APIイベント1" });
    expect(within(card).getByText("東京都・オンライン")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "APIイベント1" })).toHaveAttribute("href", "/events/internship/1");
    expect(screen.getByRole("link", { name: "3ページ目" })).toHaveAttribute(
      "href",
      "/events/internship/gy-2027/ind-3/pref-13/page-3?sort=start_at",
    );
  });

  it("re-fetches a prerendered listing when a non-default sort is asked for", async () => {
    jest.mocked(fetchEventList).mockResolvedValue({ events: [item(7)], total_counts: 1 });
    render(
      <EventListView
        params={emptyPlpParams("internship")}
        sort="time_limit_at"
        options={options}
        subcategories={{}}
        prerendered={{ events: [], totalCount: 0 }}
      />,
    );
    expect(await screen.findByRole("article", { name: "APIイベント7" })).toBeInTheDocument();
    expect(jest.mocked(fetchEventList).mock.calls[0]![1]).toMatchObject({
      sort: "time_limit_at",
      category: "internship",
    });
  });

  it("answers an industry without subcategories as empty without calling the API", async () => {
    render(
      <EventListView
        params={{ ...emptyPlpParams("selection"), businessCategoryId: 3, prefectureCode: 13 }}
        sort="updated_at"
        options={options}
        subcategories={{}}
        prerendered={null}
      />,
    );
    expect(await screen.findByText("条件に合うイベントはありません。条件を変えてお探しください。")).toBeInTheDocument();
    expect(fetchEventList).not.toHaveBeenCalled();
  });

  it("counts a filtered listing as one search once its results are shown: the filter names, the total, the listing's category", async () => {
    jest.mocked(fetchEventList).mockResolvedValue({ events: [item(1)], total_counts: 21 });
    const params = { ...emptyPlpParams("gosetsu"), graduateYear: 2028, prefectureCode: 27 };
    const { unmount } = render(
      <EventListView params={params} sort="time_limit_at" options={options} subcategories={{}} prerendered={null} />,
    );
    expect(dataLayerEntries()).toEqual([]);
    expect(await screen.findByTestId("event-list-total")).toHaveTextContent("21");
    expect(dataLayerEntries().filter((entry) => entry.event === "search")).toEqual([
      {
        event: "search",
        category: "joint_job_fair",
        search_type: "event_listing",
        filter_keys: ["graduate_year", "prefectures", "sort"],
        result_count: 21,
      },
    ]);
    unmount();
    // its second page is the same search
    render(
      <EventListView
        params={{ ...params, page: 2 }}
        sort="time_limit_at"
        options={options}
        subcategories={{}}
        prerendered={null}
      />,
    );
    expect(await screen.findByTestId("event-list-total")).toHaveTextContent("21");
    expect(dataLayerEntries().filter((entry) => entry.event === "search")).toHaveLength(1);
  });

  it("counts a sort chosen on the prerendered listing with the re-fetched total, not the build's", async () => {
    jest.mocked(fetchEventList).mockResolvedValue({ events: [item(7)], total_counts: 9 });
    const props = {
      params: emptyPlpParams("seminar"),
      options,
      subcategories: {},
      prerendered: { events: [], totalCount: 300 },
    };
    const { rerender } = render(<EventListView {...props} sort="updated_at" />);
    rerender(<EventListView {...props} sort="start_at" />);
    expect(await screen.findByRole("article", { name: "APIイベント7" })).toBeInTheDocument();
    expect(dataLayerEntries().filter((entry) => entry.event === "search")).toEqual([
      { event: "search", category: "seminar", search_type: "event_listing", filter_keys: ["sort"], result_count: 9 },
    ]);
  });

  it("reports its cards seen as listing impressions in the listing's category, filtered or not", async () => {
    const io = installFakeIntersectionObserver();
    jest.mocked(fetchEventList).mockResolvedValue({ events: [item(1), item(2)], total_counts: 2 });
    render(
      <EventListView
        params={{ ...emptyPlpParams("selection"), prefectureCode: 13 }}
        sort="updated_at"
        options={options}
        subcategories={{}}
        prerendered={null}
      />,
    );
    await screen.findByRole("article", { name: "APIイベント2" });
    await eventCardListsWatching();
    bringIntoView(io, screen.getAllByRole("article"));
    window.dispatchEvent(new Event("pagehide"));
    expect(dataLayerEntries().filter((entry) => entry.event === "event_impression")).toEqual([
      {
        event: "event_impression",
        category: "selection",
        interaction: "item-impression",
        event_ids: [1, 2],
        list: "listing",
      },
    ]);
    io.uninstall();
  });

  it("counts no search when the results could not be shown", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.mocked(fetchEventList).mockRejectedValue(new Error("boom"));
    render(
      <EventListView
        params={{ ...emptyPlpParams("seminar"), businessCategoryId: 9 }}
        sort="updated_at"
        options={options}
        subcategories={{ "9": [91] }}
        prerendered={null}
      />,
    );
    expect(
      await screen.findByText("イベントを読み込めませんでした。時間をおいて再度お試しください。"),
    ).toBeInTheDocument();
    expect(dataLayerEntries()).toEqual([]);
  });

  it("says so when the API fails", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.mocked(fetchEventList).mockRejectedValue(new Error("boom"));
    render(
      <EventListView
        params={{ ...emptyPlpParams("seminar"), graduateYear: 2027, prefectureCode: 13 }}
        sort="updated_at"
        options={options}
        subcategories={{}}
        prerendered={null}
      />,
    );
    expect(
      await screen.findByText("イベントを読み込めませんでした。時間をおいて再度お試しください。"),
    ).toBeInTheDocument();
  });
});
