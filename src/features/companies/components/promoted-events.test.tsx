import { act, fireEvent, render, screen, within } from "@testing-library/react";
import * as React from "react";
import type { EventListItem } from "@core/api/event-list";
import type { PromotionContractEvent } from "@core/api/event-promotions";
import { testEventListItem } from "@core/test-support/event-list-item";
import { api, type ApiRequest } from "@/lib/api";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { PromotedEvents, PROMOTED_EVENTS_SHOWN } from "./promoted-events";

function contract(id: number, eventId: number, category: EventListItem["category"]): PromotionContractEvent {
  const event = testEventListItem({
    id: eventId,
    title: `イベント${eventId}`,
    category,
    company: null,
    company_count: 0,
    prefectures: [],
    has_live_schedule: false,
  });
  return {
    id,
    ad_place: "ad_place_web_company_index_page",
    publication_type: "recommended",
    image_url: null,
    catch_copy: null,
    starts_at: "2026-06-01T00:00:00.000Z",
    ends_at: "2026-07-01T00:00:00.000Z",
    event,
  };
}

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observed = new Map<Element, Callback>();

beforeEach(() => {
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

const prEvents = () => dataLayerEntries().filter((entry) => entry.event === "action-on-pr-event");

describe("PromotedEvents (company index)", () => {
  it("asks for the company index's recommended promotions and shows them in the sponsored section", async () => {
    const requests: ApiRequest<unknown>[] = [];
    jest.spyOn(api, "request").mockImplementation(async (request) => {
      requests.push(request);
      return { promotion_contract_events: [contract(1, 10, "internship"), contract(2, 11, "gosetsu")], sample_seed: 7 };
    });
    render(<PromotedEvents />);
    await act(async () => undefined);
    expect(requests[0]).toMatchObject({
      path: "/api/v1/promotion_contract_events/recommended",
      query: { ad_place: "ad_place_web_company_index_page", per: PROMOTED_EVENTS_SHOWN },
    });
    const section = screen.getByRole("region", { name: /^注目のイベント\s*（広告）$/ });
    expect(
      within(section)
        .getAllByRole("article")
        .map((article) => article.getAttribute("data-category")),
    ).toEqual(["internship", "gosetsu"]);
  });

  it("pushes action-on-pr-event with the company index's ad place on item-impression (once) and click", async () => {
    jest.spyOn(api, "request").mockResolvedValue({
      promotion_contract_events: [contract(1, 10, "internship"), contract(2, 11, "gosetsu")],
      sample_seed: 7,
    });
    render(<PromotedEvents />);
    await act(async () => undefined);
    const [, second] = [...observed.entries()];
    act(() => second![1]([{ isIntersecting: true }]));
    act(() => second![1]([{ isIntersecting: true }]));
    const link = within(screen.getAllByRole("article")[1]!).getAllByRole("link")[0]!;
    link.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(prEvents()).toEqual([
      {
        event: "action-on-pr-event",
        category: "joint_job_fair",
        interaction: "item-impression",
        event_id: 11,
        ad_place: "ad_place_web_company_index_page",
        position: 2,
      },
      {
        event: "action-on-pr-event",
        category: "joint_job_fair",
        interaction: "click",
        event_id: 11,
        ad_place: "ad_place_web_company_index_page",
        position: 2,
      },
    ]);
  });

  it("leaves the section out when there are no promotions or the call fails", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(api, "request").mockRejectedValue(new Error("network"));
    render(<PromotedEvents />);
    expect(screen.getByRole("region", { name: /注目のイベント/ })).toHaveAttribute("aria-busy", "true");
    await act(async () => undefined);
    expect(screen.queryByRole("region", { name: /注目のイベント/ })).not.toBeInTheDocument();
  });
});
