import { render, screen, within } from "@testing-library/react";
import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { answerApiGets, type ApiGetAnswer } from "@/lib/api/api-gets-in-tests";
import { detailEvent, detailSchedule } from "@/features/events/detail/test/event-detail-fixtures";
import { PREVIEW_PAYLOAD_ELEMENT_ID, type PreviewPayload } from "@core/events/preview-payload";
import PreviewEventTemplate, { Head } from "./preview-event";

// GET /api/v1/events/10/schedules: a preview never asks for it (nor for any other schedules)
const getEventSchedules: ApiGetAnswer = jest.fn();
let requests: ReturnType<typeof answerApiGets>;

const payload = (overrides: Partial<PreviewPayload> = {}): PreviewPayload => ({
  event: detailEvent({ schedules: [detailSchedule({ has_reached_admission_limit: true })] }),
  reading: "a",
  showSummaryImages: false,
  published: false,
  expiresAt: "2030-07-01T03:30:00.000Z",
  ...overrides,
});

/** Embeds the payload as the preview function does (the JSON script element), then renders the shell. */
function renderServed(embedded: PreviewPayload | string | null) {
  document.getElementById(PREVIEW_PAYLOAD_ELEMENT_ID)?.remove();
  if (embedded !== null) {
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = PREVIEW_PAYLOAD_ELEMENT_ID;
    script.textContent = typeof embedded === "string" ? embedded : JSON.stringify(embedded);
    document.body.append(script);
  }
  const props = { location: { pathname: "/preview_events/internship/10", search: "?token=t" } } as unknown as PageProps;
  return render(<PreviewEventTemplate {...props} />);
}

beforeEach(() => {
  requests = answerApiGets("/api/v1/events/10/schedules", getEventSchedules);
  getEventSchedules.mockReset();
});

describe("preview page shell", () => {
  it("renders the embedded event as the detail page does, under a preview banner with the expiry in Japan time", async () => {
    renderServed(payload());
    expect(
      await screen.findByRole("heading", { level: 1, name: "【27卒】夏のエンジニア職インターンシップ" }),
    ).toBeInTheDocument();
    const banner = within(screen.getByRole("complementary", { name: "プレビュー" }));
    expect(
      banner.getByText("このイベントはまだ公開されていません。公開されると、学生にはこの内容で表示されます。"),
    ).toBeInTheDocument();
    expect(banner.getByText("7月1日(月) 12:30")).toHaveAttribute("datetime", "2030-07-01T12:30:00+09:00");
    expect(screen.getByText("満席")).toBeInTheDocument();
    expect(document.querySelector("[data-reading]")).toHaveAttribute("data-reading", "a");
    // the request-time states stand: an unpublished event has no public schedules to refresh from
    expect(getEventSchedules).not.toHaveBeenCalled();
    expect(requests.mock.calls.filter(([request]) => request.path.endsWith("/schedules"))).toEqual([]);
  });

  it("renders Reading B when the function chose it, and says when the event is already public", async () => {
    renderServed(payload({ reading: "b", showSummaryImages: true, published: true }));
    expect(await screen.findByRole("region", { name: "インターンシップの概要" })).toBeInTheDocument();
    expect(document.querySelector("[data-reading]")).toHaveAttribute("data-reading", "b");
    expect(screen.getByText("このイベントは公開中です。学生に表示されている内容を確認できます。")).toBeInTheDocument();
  });

  it("titles the page with the embedded event, noindex and nofollow, and sends no Referer", () => {
    renderServed(payload());
    const headProps = { location: { pathname: "/preview_events/internship/10" } } as unknown as HeadProps;
    const head = render(<Head {...headProps} />).container;
    expect(head.querySelector("title")).toHaveTextContent(
      "【プレビュー】【27卒】夏のエンジニア職インターンシップ | ミライキャリア",
    );
    expect(head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
    expect(head.querySelector('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  });

  it.each([
    ["nothing embedded (the shell opened directly)", null],
    ["malformed JSON", "{"],
    ["JSON of another shape", JSON.stringify({ event: {} })],
  ])("shows the 404 screen with %s", async (_, embedded) => {
    renderServed(embedded);
    expect(await screen.findByRole("heading", { name: "ページが見つかりません" })).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "プレビュー" })).toBeNull();
  });
});
