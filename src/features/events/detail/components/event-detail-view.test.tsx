import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { detailEvent, detailSchedule } from "../test/event-detail-fixtures";
import { EventDetailView } from "./event-detail-view";
import { InternshipRenewedView } from "./internship-renewed-view";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { IMPRESSION_BATCH_MS } from "@/lib/analytics/event-impressions";
import {
  installFakeIntersectionObserver,
  type FakeIntersectionObserver,
} from "@/lib/analytics/intersection-observer-in-tests";
import { bringIntoView, eventCardListsWatching } from "../../test/event-card-lists-in-tests";
import { testEventCard } from "../../test/event-card-fixtures";
import { answerApiGets, type ApiGetAnswer } from "@/lib/api/api-gets-in-tests";

// The run-time flags (entry_courses_with_event): kept at their build values here.
jest.mock("@/lib/feature-flags/runtime-feature-flags", () => ({
  loadRuntimeFeatureFlag: () => Promise.resolve(undefined),
  resolvedRuntimeFeatureFlag: () => undefined,
}));
// GET /api/v1/events/10/schedules (the test event's): answered by `mockedGetEventSchedules(client, query, signal)`
const mockedGetEventSchedules: ApiGetAnswer = jest.fn();

function liveSchedule(overrides: Record<string, unknown>) {
  return {
    id: 100,
    canceled: false,
    stopped_entry: false,
    has_reached_admission_limit: false,
    time_limit_at: "2030-07-05T14:59:00.000Z",
    remaining_seat_count: 30,
    ...overrides,
  };
}

beforeEach(() => {
  answerApiGets("/api/v1/events/10/schedules", mockedGetEventSchedules);
  mockedGetEventSchedules.mockReset();
  mockedGetEventSchedules.mockReturnValue(new Promise(() => undefined));
});

// A row's action is a lazy chunk, loaded once the page has hydrated: load it before the tests, so that none ends (or
// asserts) while it is still loading.
beforeAll(async () => {
  answerApiGets("/api/v1/events/10/schedules", mockedGetEventSchedules);
  mockedGetEventSchedules.mockReturnValue(new Promise(() => undefined));
  const { unmount } = render(
    <EventDetailView
      event={detailEvent({ schedules: [detailSchedule({ time_limit_at: "2099-07-05T14:59:00.000Z" })] })}
    />,
  );
  await screen.findByRole("link", { name: /ログインしてエントリー/ });
  unmount();
});

describe("EventDetailView (Reading A)", () => {
  it("shows title, labels, host company, sanitised description, items and breadcrumbs", () => {
    render(<EventDetailView event={detailEvent()} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "【27卒】夏のエンジニア職インターンシップ" }),
    ).toBeInTheDocument();
    const labels = within(screen.getByRole("list", { name: "ラベル" }));
    expect(labels.getByText("注目")).toBeInTheDocument();
    expect(labels.getByText("27卒対象")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "主催企業" })).getByText("株式会社ミライテック"),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "概要" })).toBeInTheDocument();
    expect(screen.getByText("ノートPC")).toBeInTheDocument();
    const trail = within(screen.getByRole("navigation", { name: "パンくずリスト" }));
    expect(trail.getByRole("link", { name: "インターンシップ一覧" })).toHaveAttribute("href", "/events/internship");
  });

  it("does not repeat the section heading イベント概要 when the description starts with it", () => {
    const description_html =
      "<h2>イベント概要</h2>\n<p>社員が事業をご紹介します。</p>\n<h2>持ち物</h2>\n<ul><li>筆記用具</li></ul>";
    render(<EventDetailView event={detailEvent({ description_html })} />);
    expect(screen.getAllByRole("heading", { name: "イベント概要" })).toHaveLength(1);
    const section = within(screen.getByRole("region", { name: "イベント概要" }));
    expect(section.getByText("社員が事業をご紹介します。")).toBeInTheDocument();
    expect(section.getByRole("heading", { name: "持ち物" })).toBeInTheDocument();
  });

  it("lists participating companies other than the host", () => {
    const host = detailEvent().host_company!;
    const guest = {
      db_id: 4,
      name: "サクラ電機株式会社",
      initial_char: "サ",
      square_logo_url: null,
      business_subcategory_name: "電機",
    };
    render(<EventDetailView event={detailEvent({ companies: [host, guest] })} />);
    const participants = within(screen.getByRole("region", { name: "参加企業（1社）" }));
    expect(participants.getByText("サクラ電機株式会社")).toBeInTheDocument();
    expect(participants.queryByText("株式会社ミライテック")).toBeNull();
  });

  it("links to the external application page safely, counting the click as entry-via-external-link in the event's category, with no entry of its own", async () => {
    resetDataLayer();
    render(
      <EventDetailView
        event={detailEvent({ category: "entry", application_url: "https://recruit.example.jp/entry" })}
      />,
    );
    const link = screen.getByRole("link", { name: /企業の採用サイトから応募する/ });
    expect(link).toHaveAttribute("href", "https://recruit.example.jp/entry");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
    expect(link).toHaveAttribute("data-analytics-name", "entry-via-external-link");
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(dataLayerEntries()).toEqual([
      { event: "entry-via-external-link", category: "selection", interaction: "click", event_id: 10 },
    ]);
    expect(document.querySelector("[data-entry-action]")).toBeNull();
  });

  it("reserves each schedule's action box in the first render and offers anonymous visitors ログインしてエントリー", async () => {
    render(
      <EventDetailView
        event={detailEvent({ schedules: [detailSchedule({ time_limit_at: "2099-07-05T14:59:00.000Z" })] })}
      />,
    );
    const box = document.querySelector("[data-schedule-id='100'] [data-entry-action]");
    expect(box).not.toBeNull();
    const login = await screen.findByRole("link", { name: /ログインしてエントリー/ });
    expect(login).toHaveAttribute("href", "/login?return_to=%2Fevents%2Finternship%2F10");
  });

  it("prerenders each row's action as the empty pending box, hydrates it without a mismatch, then offers ログインしてエントリー", async () => {
    const event = detailEvent({ schedules: [detailSchedule({ time_limit_at: "2099-07-05T14:59:00.000Z" })] });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EventDetailView event={event} />);
    document.body.appendChild(container);
    // The prerendered HTML: the reserved box, no action yet (the session and the time are known after hydration).
    const prerendered = container.querySelector("[data-schedule-id='100'] [data-entry-action]");
    expect(prerendered).toHaveAttribute("data-entry-action", "pending");
    expect(prerendered).toHaveAttribute("aria-busy", "true");
    expect(prerendered).toBeEmptyDOMElement();

    const error = jest.spyOn(console, "error");
    const root = await act(async () => hydrateRoot(container, <EventDetailView event={event} />));
    const login = await within(container).findByRole("link", { name: /ログインしてエントリー/ });
    expect(login).toHaveAttribute("href", "/login?return_to=%2Fevents%2Finternship%2F10");
    const box = container.querySelector("[data-schedule-id='100'] [data-entry-action]");
    expect(box).toHaveAttribute("data-entry-action", "login");
    expect(box).not.toHaveAttribute("aria-busy");
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it("has no application link without application_url, and shows the alert message", () => {
    render(
      <EventDetailView
        event={detailEvent({
          alert_message: { announce_type: "closed", icon: "info", message: "受付中の日程はありません。" },
        })}
      />,
    );
    expect(screen.queryByRole("link", { name: "企業の採用サイトから応募する" })).toBeNull();
    expect(screen.getByRole("note")).toHaveTextContent("受付中の日程はありません。");
  });

  it("updates 満席 from the schedules API after hydration", async () => {
    mockedGetEventSchedules.mockResolvedValue({
      schedules: [liveSchedule({ has_reached_admission_limit: true })],
    } as never);
    render(<EventDetailView event={detailEvent({ schedules: [detailSchedule()] })} />);
    expect((await screen.findAllByText("満席")).length).toBeGreaterThan(0);
    expect(mockedGetEventSchedules).toHaveBeenCalledWith(expect.anything(), undefined, expect.any(AbortSignal));
  });

  it("shows the seats left from the schedules API after hydration, none before", async () => {
    mockedGetEventSchedules.mockResolvedValue({ schedules: [liveSchedule({ remaining_seat_count: 4 })] } as never);
    render(<EventDetailView event={detailEvent({ schedules: [detailSchedule()] })} />);
    expect(screen.queryByText(/残り/)).toBeNull();
    expect(await screen.findByText("残りわずか（4席）")).toBeInTheDocument();
  });

  it("keeps the build values when the schedules API fails", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    mockedGetEventSchedules.mockRejectedValue(new Error("offline"));
    render(
      <EventDetailView event={detailEvent({ schedules: [detailSchedule({ has_reached_admission_limit: true })] })} />,
    );
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getAllByText("満席").length).toBeGreaterThan(0);
    warn.mockRestore();
  });
});

describe("event detail pictures", () => {
  const eyeCatch = "/media/sample/eye-catches/12-0a1b2c3d.jpg";
  const scene = "/media/sample/scenes/3-0a1b2c3d.jpg";

  it("loads the eye-catch (the LCP picture) eagerly with high priority, up to 640 px wide, and the summary images lazily", () => {
    const event = detailEvent({
      eye_catch_image_url: eyeCatch,
      summary_images: [{ id: 1, image_url: scene, description: "グループワークの様子" }],
    });
    const { container } = render(<InternshipRenewedView event={event} showSummaryImages />);
    const header = container.querySelector(`img[src^='/_img?url=${eyeCatch}']`)!;
    expect(header).toHaveAttribute("loading", "eager");
    expect(header).toHaveAttribute("fetchpriority", "high");
    expect(header).toHaveAttribute("sizes", "(min-width: 672px) 640px, 100vw");
    expect(header).toHaveAttribute("width", "640");
    expect(header).toHaveAttribute("height", "336");
    // the figure is named by its caption; the picture itself has an empty alt (not read twice)
    const summary = within(screen.getByText("グループワークの様子").closest("figure")!).getByRole("presentation");
    expect(summary).toHaveAttribute("loading", "lazy");
    expect(summary.getAttribute("srcset")).toContain(`/_img?url=${scene}&w=1024&h=683&fm=webp&q=75&fit=cover 1024w`);
    expect(summary.getAttribute("srcset")).not.toContain("1280w");
    expect(summary).toHaveAttribute("width", "360");
    expect(summary).toHaveAttribute("height", "240");
  });
});

describe("InternshipRenewedView (Reading B)", () => {
  it("shows the summary and description items, and summary images only when the flag is on", () => {
    const { unmount } = render(<InternshipRenewedView event={detailEvent()} showSummaryImages />);
    expect(screen.getByText("現場のエンジニアと一緒に開発する5日間です。")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "募集要項" })).toHaveTextContent("ノートPC");
    expect(screen.getByText("グループワークの様子").closest("figure")).toContainElement(
      screen.getByRole("presentation"),
    );
    unmount();
    render(<InternshipRenewedView event={detailEvent()} showSummaryImages={false} />);
    expect(screen.queryByText("グループワークの様子")).toBeNull();
  });
});

describe("EventDetailView related events analytics", () => {
  let io: FakeIntersectionObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    io = installFakeIntersectionObserver();
    resetDataLayer();
  });
  afterEach(() => {
    jest.useRealTimers();
    io.uninstall();
  });

  it("reports the same-industry recommendations seen and opened (action-on-recommend) and both lists' impressions in the page event's category", async () => {
    const event = detailEvent({
      category: "seminar",
      other_published_events: [testEventCard({ db_id: 21, title: "他のイベント", category: "seminar" })],
      recommended_events: [
        testEventCard({ db_id: 31, title: "おすすめ1", category: "seminar" }),
        testEventCard({ db_id: 32, title: "おすすめ2", category: "entry" }),
      ],
    });
    render(<EventDetailView event={event} />);
    await eventCardListsWatching();
    bringIntoView(io, [
      screen.getByRole("article", { name: "他のイベント" }),
      screen.getByRole("article", { name: "おすすめ2" }),
    ]);
    const link = screen.getByRole("link", { name: "おすすめ2" });
    link.addEventListener("click", (click) => click.preventDefault());
    fireEvent.click(link);
    act(() => jest.advanceTimersByTime(IMPRESSION_BATCH_MS));
    const recommend = {
      event: "action-on-recommend",
      category: "selection",
      event_id: 32,
      placement: "event_detail_recommended",
      position: 1,
    };
    const impression = { event: "event_impression", category: "seminar", interaction: "item-impression" };
    expect(dataLayerEntries()).toEqual([
      { ...recommend, interaction: "item-impression" },
      { ...recommend, interaction: "click" },
      { ...impression, event_ids: [21], list: "host_other_events" },
      { ...impression, event_ids: [32], list: "event_detail_recommended" },
    ]);
  });
});
