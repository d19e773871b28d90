import { act, fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { IMPRESSION_BATCH_MS } from "@/lib/analytics/event-impressions";
import {
  installFakeIntersectionObserver,
  type FakeIntersectionObserver,
} from "@/lib/analytics/intersection-observer-in-tests";
import { bringIntoView, eventCardListsWatching } from "../test/event-card-lists-in-tests";
import { testEventCard } from "../test/event-card-fixtures";
import { EventCardList } from "./event-card-list";

const events = [
  testEventCard({ db_id: 1, title: "本選考A", category: "entry" }),
  testEventCard({ db_id: 2, title: "インターンB", category: "internship" }),
  testEventCard({ db_id: 3, title: "説明会C", category: "seminar" }),
];
const card = (title: string) => screen.getByRole("article", { name: title });

let io: FakeIntersectionObserver;
beforeEach(() => {
  jest.useFakeTimers();
  io = installFakeIntersectionObserver();
  resetDataLayer();
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
  io.uninstall();
});

describe("EventCardList analytics", () => {
  it("reports nothing and watches nothing without a list code (the PR lists)", async () => {
    render(<EventCardList events={events} emptyMessage="" />);
    await eventCardListsWatching();
    expect(io.observed()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(IMPRESSION_BATCH_MS));
    expect(dataLayerEntries()).toEqual([]);
  });

  it("sends the cards seen within the window as one event_impression, each card once per page view", async () => {
    render(<EventCardList events={events} emptyMessage="" impressionList="listing" impressionCategory="internship" />);
    await eventCardListsWatching();
    expect(io.observed()).toEqual(screen.getAllByRole("article"));
    bringIntoView(io, [card("本選考A"), card("インターンB")]);
    act(() => jest.advanceTimersByTime(IMPRESSION_BATCH_MS));
    bringIntoView(io, [card("本選考A"), card("説明会C")]);
    act(() => jest.advanceTimersByTime(IMPRESSION_BATCH_MS));
    expect(dataLayerEntries()).toEqual([
      {
        event: "event_impression",
        category: "internship",
        interaction: "item-impression",
        event_ids: [1, 2],
        list: "listing",
      },
      {
        event: "event_impression",
        category: "internship",
        interaction: "item-impression",
        event_ids: [3],
        list: "listing",
      },
    ]);
  });

  it("does not send a card again when the list re-renders with it", async () => {
    const { rerender } = render(<EventCardList events={events} emptyMessage="" impressionList="deadline_soon" />);
    await eventCardListsWatching();
    bringIntoView(io, [card("本選考A")]);
    rerender(<EventCardList events={[events[0]!, events[2]!]} emptyMessage="" impressionList="deadline_soon" />);
    await eventCardListsWatching();
    bringIntoView(io, [card("本選考A"), card("説明会C")]);
    act(() => jest.advanceTimersByTime(IMPRESSION_BATCH_MS));
    expect(dataLayerEntries()).toEqual([
      {
        event: "event_impression",
        category: "unknown",
        interaction: "item-impression",
        event_ids: [1, 3],
        list: "deadline_soon",
      },
    ]);
  });

  it("in a recommendation block, reports each card seen and opened with its position and its event's category", async () => {
    render(
      <EventCardList
        events={events}
        emptyMessage=""
        impressionList="entry_complete"
        impressionCategory="internship"
        recommendPlacement="entry_complete"
      />,
    );
    await eventCardListsWatching();
    bringIntoView(io, [card("インターンB")]);
    bringIntoView(io, [card("インターンB")]);
    const link = screen.getByRole("link", { name: "本選考A" });
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    act(() => jest.advanceTimersByTime(IMPRESSION_BATCH_MS));
    expect(dataLayerEntries()).toEqual([
      {
        event: "action-on-recommend",
        category: "internship",
        interaction: "item-impression",
        event_id: 2,
        placement: "entry_complete",
        position: 1,
      },
      {
        event: "action-on-recommend",
        category: "selection",
        interaction: "click",
        event_id: 1,
        placement: "entry_complete",
        position: 0,
      },
      {
        event: "event_impression",
        category: "internship",
        interaction: "item-impression",
        event_ids: [2],
        list: "entry_complete",
      },
    ]);
  });

  it("stops watching when the list goes away", async () => {
    const { unmount } = render(<EventCardList events={events} emptyMessage="" impressionList="listing" />);
    await eventCardListsWatching();
    expect(io.observed()).toHaveLength(3);
    unmount();
    expect(io.observed()).toEqual([]);
  });

  it("reports nothing, and breaks nothing, in a browser without IntersectionObserver", async () => {
    io.uninstall();
    render(
      <EventCardList
        events={events}
        emptyMessage=""
        impressionList="listing"
        recommendPlacement="entry_complete_recommended"
      />,
    );
    await eventCardListsWatching();
    act(() => jest.advanceTimersByTime(IMPRESSION_BATCH_MS));
    expect(dataLayerEntries()).toEqual([]);
    expect(card("本選考A")).toBeInTheDocument();
  });

  it("counts no click from the clip button inside a card", async () => {
    render(<EventCardList events={events} emptyMessage="" recommendPlacement="event_detail_same_industry" />);
    await eventCardListsWatching();
    const clip = screen.getByRole("link", { name: /保存する.*本選考A/ });
    clip.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(clip);
    expect(dataLayerEntries().filter((entry) => entry.interaction === "click")).toEqual([]);
  });
});
