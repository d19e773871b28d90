import { fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import { testEventListItem } from "@core/test-support/event-list-item";
import type { ApiRequest, ApiRequester } from "@/lib/api/requester";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { bringIntoView } from "@/features/events/test/event-card-lists-in-tests";
import {
  installFakeIntersectionObserver,
  type FakeIntersectionObserver,
} from "@/lib/analytics/intersection-observer-in-tests";
import { RECENTLY_VIEWED_EVENTS_KEY } from "../recently-viewed-events";
import type { StepFlow } from "./step-page";
import { RecommendEventsStep } from "./recommend-events-step";

const schedule = (id: number) => ({
  id,
  title: `日程${id}`,
  start_at: "2099-08-01T01:00:00.000Z",
  end_at: "2099-08-01T03:00:00.000Z",
  time_limit_at: "2099-07-25T14:59:00.000Z",
  place: null,
  is_online: true,
  prefecture_name: null,
  remaining_seat_count: null,
  has_reached_admission_limit: false,
});
const events = [
  { ...testEventListItem({ id: 51, title: "おすすめインターン", category: "internship" }), schedules: [schedule(510)] },
  {
    ...testEventListItem({ id: 52, title: "おすすめ本選考", category: "entry" }),
    schedules: [schedule(520), schedule(521)],
  },
  { ...testEventListItem({ id: 60, title: "見たセミナー", category: "seminar" }), schedules: [schedule(600)] },
];

const client: ApiRequester = {
  request: async <T,>(request: ApiRequest<T>) => {
    const answers: Record<string, unknown> = {
      "/api/v1/signup_recommended_events": { signup_recommended_events: events.slice(0, 2) },
      "/api/v1/user_registrations/recently_viewed_events": { event_ids: [60] },
      "/api/v1/user_registrations/events": { events },
      "/api/v1/user_registrations/entry_on_user_registrations": { schedule_ids: [] },
    };
    return answers[request.path] as T;
  },
};

const flow = {
  step: "entry_on_user_registration",
  email: "hanako@example.com",
  client,
  backPath: null,
  finish: jest.fn(),
  completeOther: jest.fn(),
} as unknown as StepFlow;

let io: FakeIntersectionObserver;
beforeEach(() => {
  io = installFakeIntersectionObserver();
  resetDataLayer();
  window.sessionStorage.clear();
  window.localStorage.setItem(RECENTLY_VIEWED_EVENTS_KEY, "[60]");
});
afterEach(() => io.uninstall());

describe("RecommendEventsStep analytics", () => {
  it("reports each sign-up recommendation seen once and chosen, with its position and category; the viewed events report nothing", async () => {
    render(<RecommendEventsStep flow={flow} />);
    const recommended = await screen.findByRole("group", { name: /おすすめ本選考/ });
    const viewed = screen.getByRole("group", { name: /見たセミナー/ });
    bringIntoView(io, [recommended, viewed]);
    bringIntoView(io, [recommended]);
    fireEvent.click(screen.getAllByRole("checkbox")[1]!);
    fireEvent.click(screen.getAllByRole("checkbox")[1]!);
    fireEvent.click(screen.getAllByRole("checkbox")[3]!);
    const recommend = {
      event: "action-on-recommend",
      category: "selection",
      event_id: 52,
      placement: "registration_recommend_events",
      position: 1,
    };
    expect(dataLayerEntries()).toEqual([
      { ...recommend, interaction: "item-impression" },
      // checking counts, unchecking does not, nor a viewed event's schedule
      { ...recommend, interaction: "click" },
    ]);
  });
});
