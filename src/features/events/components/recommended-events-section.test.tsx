import { fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import type { EventListItem } from "@core/api/event-list";
import type { ApiRequest, ApiRequester } from "@/lib/api";
import { testEventListItem } from "@core/test-support/event-list-item";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { installFakeIntersectionObserver } from "@/lib/analytics/intersection-observer-in-tests";
import { bringIntoView, eventCardListsWatching } from "../test/event-card-lists-in-tests";
import { RecommendedEventsSection } from "./recommended-events-section";

const item = (id: number) => testEventListItem({ id, title: `おすすめイベント${id}` });

function clientAnswering(events: EventListItem[]) {
  const requests: ApiRequest<unknown>[] = [];
  const client: ApiRequester = {
    request: async <T,>(request: ApiRequest<T>) => {
      requests.push(request as ApiRequest<unknown>);
      return { recommended_events: events } as T;
    },
  };
  return { client, requests };
}

describe("RecommendedEventsSection", () => {
  it("asks for events like this one and shows them as cards", async () => {
    const { client, requests } = clientAnswering([item(21), item(22)]);
    render(<RecommendedEventsSection eventId={10} companyIds={[3, 4]} category="internship" client={client} />);
    expect(await screen.findByText("おすすめイベント21")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "こちらのイベントもおすすめです" })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      path: "/api/v1/recommended_events",
      query: { event_id: 10, company_ids: [3, 4], event_category: "internship", per: 4 },
    });
    expect(requests[0]!.query).not.toHaveProperty("graduate_year");
  });

  it("asks only for events that suit the student's graduation year when it is known", async () => {
    const { client, requests } = clientAnswering([item(21)]);
    render(
      <RecommendedEventsSection
        eventId={10}
        companyIds={[3]}
        category="internship"
        graduateYear={2028}
        client={client}
      />,
    );
    expect(await screen.findByText("おすすめイベント21")).toBeInTheDocument();
    expect(requests[0]!.query).toMatchObject({ graduate_year: 2028 });
  });

  it("reports each recommendation seen (once) and opened, with its position, and the cards' impressions after the entry", async () => {
    const io = installFakeIntersectionObserver();
    resetDataLayer();
    const { client } = clientAnswering([item(21), { ...item(22), category: "seminar" }]);
    render(<RecommendedEventsSection eventId={10} companyIds={[3]} category="internship" client={client} />);
    const second = await screen.findByRole("article", { name: "おすすめイベント22" });
    await eventCardListsWatching();
    bringIntoView(io, [second]);
    bringIntoView(io, [second]);
    const link = screen.getByRole("link", { name: "おすすめイベント21" });
    link.addEventListener("click", (click) => click.preventDefault());
    fireEvent.click(link);
    window.dispatchEvent(new Event("pagehide"));
    expect(dataLayerEntries()).toEqual([
      {
        event: "action-on-recommend",
        category: "seminar",
        interaction: "item-impression",
        event_id: 22,
        placement: "entry_complete_recommended",
        position: 1,
      },
      {
        event: "action-on-recommend",
        category: "internship",
        interaction: "click",
        event_id: 21,
        placement: "entry_complete_recommended",
        position: 0,
      },
      {
        event: "event_impression",
        category: "internship",
        interaction: "item-impression",
        event_ids: [22],
        list: "entry_complete_recommended",
      },
    ]);
    io.uninstall();
  });

  it("shows nothing without companies or results", async () => {
    const { client, requests } = clientAnswering([]);
    const { container } = render(
      <RecommendedEventsSection eventId={10} companyIds={[]} category="seminar" client={client} />,
    );
    expect(requests).toHaveLength(0);
    expect(container).toBeEmptyDOMElement();
  });
});
