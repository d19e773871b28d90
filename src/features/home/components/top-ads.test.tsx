import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import * as React from "react";
import type { EventListItem } from "@core/api/event-list";
import type { PromotionContractEvent } from "@core/api/event-promotions";
import type { EventCardData } from "@core/events/event-card-data";
import { testEventListItem } from "@core/test-support/event-list-item";
import { api, type ApiRequest, type ApiRequester } from "@/lib/api";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { clearRuntimeFeatureFlags } from "@/lib/feature-flags/runtime-feature-flags";
import { TopAds, type TopAdContract } from "./top-ads";

function card(id: number, category: EventCardData["category"]): EventCardData {
  return {
    db_id: id,
    title: `イベント${id}`,
    category,
    eye_catch_image_url: null,
    lottery: false,
    display_own_logo: true,
    is_trend_event: false,
    short_graduate_years: ["27卒"],
    prefectures: [{ code: 13, name: "東京都" }],
    has_live_schedule: false,
    schedule_count: 1,
    closest_schedule: null,
    company_count: 1,
    host_company: { db_id: 9, name: "株式会社ミライ", initial_char: "ミ", square_logo_url: null },
    clip_count: 0,
    review_total_rating_average: null,
    feature_event_db_id: null,
  };
}

/** The API's list item of the same event as card(id, category). */
function item(id: number, category: EventCardData["category"]): EventListItem {
  return testEventListItem({ id, title: `イベント${id}`, category, has_live_schedule: false });
}

const buildContracts: TopAdContract[] = [
  {
    db_id: 31,
    ad_place: "ad_place_web_top_page",
    catch_copy: "社員と本音で話せる座談会",
    event: card(5, "internship"),
  },
  { db_id: 32, ad_place: "ad_place_web_top_page", catch_copy: null, event: card(6, "entry") },
];

function contract(id: number, event: EventListItem, catch_copy: string | null = null): PromotionContractEvent {
  return {
    id,
    ad_place: "ad_place_web_top_page",
    publication_type: "pickup",
    image_url: null,
    catch_copy,
    starts_at: "2026-06-01T00:00:00.000Z",
    ends_at: "2026-07-01T00:00:00.000Z",
    event,
  };
}

function clientAnswering(contracts: PromotionContractEvent[] | Error) {
  const requests: ApiRequest<unknown>[] = [];
  const client: ApiRequester = {
    request: async <T,>(request: ApiRequest<T>) => {
      requests.push(request as ApiRequest<unknown>);
      if (contracts instanceof Error) throw contracts;
      return { promotion_contract_events: contracts } as T;
    },
  };
  return { client, requests };
}

function withFlag(build: boolean, runtime: boolean) {
  jest
    .mocked(useStaticQuery)
    .mockReturnValue({ allFeatureFlag: { nodes: [{ key: "use_new_top_ads_api", enabled: build }] } });
  jest.spyOn(api, "getFeatureFlag").mockResolvedValue({ enabled: runtime });
}

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
const observed = new Map<Element, Callback>();

function scrollIntoView(element: Element) {
  act(() => observed.get(element)?.([{ isIntersecting: true, target: element }]));
}

beforeEach(() => {
  clearRuntimeFeatureFlags();
  resetDataLayer();
  observed.clear();
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(private readonly callback: Callback) {}
    observe(element: Element) {
      observed.set(element, this.callback);
    }
    disconnect() {}
  };
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const section = () => screen.getByRole("region", { name: /^注目のイベント\s*（広告）$/ });
/** The event ids of the section's cards, in order, read from their heading links (card ids come from React.useId). */
const titles = () =>
  within(section())
    .getAllByRole("article")
    .map((article) => Number(article.querySelector("h3 a")!.getAttribute("href")!.split("/").pop()));
/** React.useId gives each rendering its own ids: equal markup means equal but for those. */
const withoutReactIds = (html: string) => html.replace(/:r[0-9a-z]+:/g, ":id:");
const prEvents = () => dataLayerEntries().filter((entry) => entry.event === "action-on-pr-event");

describe("TopAds", () => {
  it("flag off: shows the build's contracts at once in a section headed 注目のイベント with a PR label read as 広告, and asks the API nothing", async () => {
    withFlag(false, false);
    const { client, requests } = clientAnswering([]);
    render(<TopAds buildContracts={buildContracts} client={client} />);
    expect(titles()).toEqual([5, 6]);
    expect(within(section()).getByRole("heading", { level: 2 })).toHaveTextContent("注目のイベントPR（広告）");
    expect(within(section()).getByText("社員と本音で話せる座談会")).toBeInTheDocument();
    await act(async () => undefined);
    expect(requests).toEqual([]);
  });

  it("flag on at build time: keeps the space while loading, then shows the promotion API's contracts of the top page", async () => {
    withFlag(true, true);
    const { client, requests } = clientAnswering([
      contract(41, item(7, "seminar"), "オンラインで参加できます"),
      contract(42, item(5, "internship")),
    ]);
    render(<TopAds buildContracts={buildContracts} client={client} />);
    expect(section()).toHaveAttribute("aria-busy", "true");
    expect(within(section()).queryAllByRole("article")).toEqual([]);
    await act(async () => undefined);
    expect(requests[0]).toMatchObject({
      path: "/api/v1/promotion_contract_events",
      query: { ad_place: "ad_place_web_top_page" },
    });
    expect(titles()).toEqual([7, 5]);
    expect(within(section()).getByText("オンラインで参加できます")).toBeInTheDocument();
  });

  it("switches to the API when the flag is turned on after the build", async () => {
    withFlag(false, true);
    const { client } = clientAnswering([contract(41, item(7, "seminar"))]);
    render(<TopAds buildContracts={buildContracts} client={client} />);
    expect(titles()).toEqual([5, 6]);
    await act(async () => undefined);
    expect(titles()).toEqual([7]);
  });

  it("falls back to the build's cards when the API call fails", async () => {
    withFlag(true, true);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const { client } = clientAnswering(new Error("network"));
    render(<TopAds buildContracts={buildContracts} client={client} />);
    await act(async () => undefined);
    expect(titles()).toEqual([5, 6]);
  });

  it("shows the same card for the same event from either source", async () => {
    withFlag(false, false);
    const fromBuild = render(<TopAds buildContracts={[buildContracts[0]!]} client={clientAnswering([]).client} />);
    const buildHtml = withoutReactIds(within(section()).getAllByRole("list")[0]!.innerHTML);
    fromBuild.unmount();
    withFlag(true, true);
    clearRuntimeFeatureFlags();
    render(
      <TopAds
        buildContracts={[]}
        client={clientAnswering([contract(31, item(5, "internship"), "社員と本音で話せる座談会")]).client}
      />,
    );
    await act(async () => undefined);
    expect(withoutReactIds(within(section()).getAllByRole("list")[0]!.innerHTML)).toBe(buildHtml);
  });

  it("pushes action-on-pr-event item-impression once per card when it enters the viewport, with event_id, ad_place, position and category", async () => {
    withFlag(false, false);
    render(<TopAds buildContracts={buildContracts} client={clientAnswering([]).client} />);
    await act(async () => undefined);
    const [first, second] = [...observed.keys()];
    scrollIntoView(second!);
    scrollIntoView(second!);
    scrollIntoView(first!);
    expect(prEvents()).toEqual([
      {
        event: "action-on-pr-event",
        category: "selection",
        interaction: "item-impression",
        event_id: 6,
        ad_place: "ad_place_web_top_page",
        position: 2,
      },
      {
        event: "action-on-pr-event",
        category: "internship",
        interaction: "item-impression",
        event_id: 5,
        ad_place: "ad_place_web_top_page",
        position: 1,
      },
    ]);
  });

  it("pushes action-on-pr-event click when a card's link is followed, not for the clip button", async () => {
    withFlag(false, false);
    render(<TopAds buildContracts={buildContracts} client={clientAnswering([]).client} />);
    await act(async () => undefined);
    const secondCard = within(section()).getAllByRole("article")[1]!;
    const link = within(secondCard).getAllByRole("link")[0]!;
    link.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    for (const button of within(secondCard).queryAllByRole("button")) fireEvent.click(button);
    expect(prEvents()).toEqual([
      {
        event: "action-on-pr-event",
        category: "selection",
        interaction: "click",
        event_id: 6,
        ad_place: "ad_place_web_top_page",
        position: 2,
      },
    ]);
  });
});
