import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { EventListItem } from "@core/api/event-list";
import { emptyPlpParams } from "@core/plp-params";
import { testEventListItem } from "@core/test-support/event-list-item";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { api } from "@/lib/api/default-client";
import { EventListView } from "./event-list-view";

// Every GET the page sends, by path: the test answers GET /api/v1/events… from `answers`
const answers = new Map<string, jest.Mock>();
let requests: jest.SpiedFunction<typeof api.request>;
beforeEach(() => {
  answers.clear();
  resetDataLayer();
  jest.mocked(navigate).mockClear();
  requests = jest.spyOn(api, "request").mockImplementation(async (request) => {
    const answer = answers.get(request.path);
    if (!answer) throw new Error(`unexpected API call in the test: ${request.path}`);
    return (await answer(request.query)) as never;
  });
  requests.mockClear();
});

const options = {
  graduateYears: [2027],
  businessCategories: [{ db_id: 3, name: "IT・通信" }],
  prefectures: [{ code: 13, name: "東京都", area_name: "関東" }],
};

function item(id: number): EventListItem {
  return testEventListItem({ id, title: `検索イベント${id}`, clip_count: 1 });
}

function answer(path: string, body: { events: EventListItem[]; total_counts: number }) {
  const mock = jest.fn().mockResolvedValue(body);
  answers.set(path, mock);
  return mock;
}

const listing = { events: [], totalCount: 0 };

describe("the listing's keyword search", () => {
  it("is a labelled search landmark with a search field, on the plain listing too, and calls nothing by itself", () => {
    render(
      <EventListView
        params={emptyPlpParams("selection")}
        sort="updated_at"
        options={options}
        subcategories={{}}
        prerendered={listing}
      />,
    );
    const landmark = screen.getByRole("search", { name: "キーワードで探す" });
    const field = within(landmark).getByRole("searchbox", { name: "キーワードで探す" });
    expect(field).toHaveAttribute("type", "search");
    expect(field).toHaveAttribute("name", "q");
    expect(field).toHaveValue("");
    // without script it is a GET of the same listing
    expect(landmark).toHaveAttribute("action", "/events/selection");
    expect(requests).not.toHaveBeenCalled();
  });

  it("keeps words typed into the prerendered field before the page hydrated", async () => {
    const view = (
      <EventListView
        params={emptyPlpParams("internship")}
        sort="updated_at"
        options={options}
        subcategories={{}}
        prerendered={listing}
      />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(view);
    document.body.appendChild(container);
    (container.querySelector('input[type="search"]') as HTMLInputElement).value = "いんたーん";
    const root = await act(async () => hydrateRoot(container, view));
    expect(screen.getByRole("searchbox", { name: "キーワードで探す" })).toHaveValue("いんたーん");
    act(() => root.unmount());
    container.remove();
  });

  it("puts the words in the address at page 1, keeping the filters and the sort (a new history entry)", () => {
    render(
      <EventListView
        params={{ ...emptyPlpParams("internship"), graduateYear: 2027, page: 3 }}
        sort="start_at"
        options={options}
        subcategories={{}}
        prerendered={listing}
      />,
    );
    const field = screen.getByRole("searchbox", { name: "キーワードで探す" });
    fireEvent.change(field, { target: { value: "　営業　 東京 " } });
    fireEvent.submit(screen.getByRole("search", { name: "キーワードで探す" }));
    expect(navigate).toHaveBeenCalledWith(
      "/events/internship/gy-2027?q=%E5%96%B6%E6%A5%AD+%E6%9D%B1%E4%BA%AC&sort=start_at",
    );
    // empty words: back to the plain listing
    fireEvent.change(field, { target: { value: "  " } });
    fireEvent.submit(screen.getByRole("search", { name: "キーワードで探す" }));
    expect(navigate).toHaveBeenLastCalledWith("/events/internship/gy-2027?sort=start_at");
  });

  it("shows the listing narrowed to the words: the free-word API with the listing's filters, sort and page, same cards and links", async () => {
    const search = answer("/api/v1/events/free_word_search", { events: [item(1), item(2)], total_counts: 45 });
    const params = { ...emptyPlpParams("internship"), graduateYear: 2027, businessCategoryId: 3, page: 2 };
    render(
      <EventListView
        params={params}
        sort="time_limit_at"
        words="営業 東京"
        options={options}
        subcategories={{ "3": [31, 32] }}
        prerendered={null}
      />,
    );
    expect(await screen.findByTestId("event-list-total")).toHaveTextContent("45");
    expect(screen.getByText(/「営業 東京」の検索結果/, { selector: "p" })).toHaveTextContent(
      "「営業 東京」の検索結果 45件",
    );
    expect(screen.getByRole("heading", { level: 2, name: "「営業 東京」の検索結果" })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({
      category: "internship",
      graduates: [2027],
      business_subcategory_ids: [31, 32],
      prefectures: undefined,
      sort: "time_limit_at",
      page: 2,
      per: 20,
      search_query: "営業 東京",
    });
    expect(screen.getByRole("searchbox", { name: "キーワードで探す" })).toHaveValue("営業 東京");
    const card = screen.getByRole("article", { name: "検索イベント1" });
    expect(within(card).getByRole("link", { name: "検索イベント1" })).toHaveAttribute("href", "/events/internship/1");
    // paging and sorting keep the words
    expect(screen.getByRole("link", { name: "3ページ目" })).toHaveAttribute(
      "href",
      "/events/internship/gy-2027/ind-3/page-3?q=%E5%96%B6%E6%A5%AD+%E6%9D%B1%E4%BA%AC&sort=time_limit_at",
    );
    expect(screen.getByRole("link", { name: "開催日順" })).toHaveAttribute(
      "href",
      "/events/internship/gy-2027/ind-3?q=%E5%96%B6%E6%A5%AD+%E6%9D%B1%E4%BA%AC&sort=start_at",
    );
    // so does filtering (a hidden field of the filter form)
    const filters = screen.getByRole("search", { name: "イベントを絞り込む" });
    expect(filters.querySelector("input[name='q']")).toHaveValue("営業 東京");
  });

  it("searches joint fairs through the joint-fair search", async () => {
    const search = answer("/api/v1/events/joint_job_fairs/free_word_search", { events: [item(5)], total_counts: 1 });
    render(
      <EventListView
        params={emptyPlpParams("gosetsu")}
        sort="updated_at"
        words="合同"
        options={options}
        subcategories={{}}
        prerendered={listing}
      />,
    );
    expect(await screen.findByRole("article", { name: "検索イベント5" })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ search_query: "合同", sort: "updated_at" }));
    expect(search.mock.calls[0]![0]).not.toHaveProperty("category");
  });

  it("counts the search once its results are shown: event_free_word, the filter names, never the words", async () => {
    answer("/api/v1/events/free_word_search", { events: [item(1)], total_counts: 7 });
    render(
      <EventListView
        params={{ ...emptyPlpParams("seminar"), prefectureCode: 13 }}
        sort="updated_at"
        words="説明会"
        options={options}
        subcategories={{}}
        prerendered={null}
      />,
    );
    expect(await screen.findByTestId("event-list-total")).toHaveTextContent("7");
    const pushed = dataLayerEntries().filter((entry) => entry.event === "search");
    expect(pushed).toEqual([
      {
        event: "search",
        category: "seminar",
        search_type: "event_free_word",
        filter_keys: ["free_word", "prefectures"],
        result_count: 7,
      },
    ]);
    expect(JSON.stringify(dataLayerEntries())).not.toContain("説明会");
  });

  it("suggests removing the filters, other words or no words when nothing matches", async () => {
    answer("/api/v1/events/free_word_search", { events: [], total_counts: 0 });
    render(
      <EventListView
        params={{ ...emptyPlpParams("internship"), graduateYear: 2027, prefectureCode: 13 }}
        sort="updated_at"
        words="ぬぬぬ"
        options={options}
        subcategories={{}}
        prerendered={null}
      />,
    );
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("「ぬぬぬ」に一致するイベントは見つかりませんでした。");
    expect(status).toHaveTextContent("絞り込み条件（27卒・東京都）を外すと見つかるかもしれません。");
    expect(within(status).getByRole("link", { name: "条件を外して「ぬぬぬ」で探す" })).toHaveAttribute(
      "href",
      "/events/internship?q=%E3%81%AC%E3%81%AC%E3%81%AC",
    );
    expect(within(status).getByRole("link", { name: "キーワードを外して一覧を見る" })).toHaveAttribute(
      "href",
      "/events/internship/gy-2027/pref-13",
    );
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("does not offer removing filters on a listing without any", async () => {
    answer("/api/v1/events/free_word_search", { events: [], total_counts: 0 });
    render(
      <EventListView
        params={emptyPlpParams("selection")}
        sort="updated_at"
        words="ぬぬぬ"
        options={options}
        subcategories={{}}
        prerendered={listing}
      />,
    );
    const status = await screen.findByRole("status");
    expect(within(status).queryByRole("link", { name: /条件を外して/ })).not.toBeInTheDocument();
    expect(status).toHaveTextContent("キーワードを減らすか、別の言葉");
  });

  it("says in Japanese when the words are too long, and calls nothing", async () => {
    render(
      <EventListView
        params={emptyPlpParams("selection")}
        sort="updated_at"
        words={"あ".repeat(201)}
        options={options}
        subcategories={{}}
        prerendered={listing}
      />,
    );
    expect(await screen.findByText("キーワードは200文字以内で入力してください。")).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it("says so when the search fails", async () => {
    answers.set("/api/v1/events/free_word_search", jest.fn().mockRejectedValue(new Error("down")));
    jest.spyOn(console, "error").mockImplementation(() => {});
    render(
      <EventListView
        params={emptyPlpParams("selection")}
        sort="updated_at"
        words="営業"
        options={options}
        subcategories={{}}
        prerendered={listing}
      />,
    );
    expect(
      await screen.findByText(
        "イベントを読み込めませんでした。時間をおいて再度お試しください。",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
