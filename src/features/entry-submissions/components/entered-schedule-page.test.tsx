import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import type { EnteredScheduleResponse } from "@core/api/event-detail";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { createApiRequester } from "@/lib/api/requester";
import { EnteredSchedulePage } from "./entered-schedule-page";

const NOW = new Date("2027-07-01T00:00:00.000Z");

function storeOf(state: CurrentUserState): CurrentUserStore {
  return {
    getSnapshot: () => state,
    subscribe: () => () => undefined,
    ensureLoaded: async () => state,
    setAnonymous: () => undefined,
    updateUser: () => undefined,
  };
}
const signedIn = storeOf({ status: "signed_in", user: testCurrentUser() });

type Resume = NonNullable<EnteredScheduleResponse["resume"]>;

function entered(resume: Partial<Resume> | null = {}, questions?: EnteredScheduleResponse["event_questions"]) {
  return {
    id: 101,
    event_id: 10,
    title: "本社会場",
    start_at: "2027-08-01T01:00:00.000Z",
    end_at: "2027-08-01T08:00:00.000Z",
    is_online: false,
    place: "本社セミナールーム",
    prefecture: { code: 13, name: "東京都" },
    entry_id: 900,
    entry_status: "entried",
    event_questions: questions ?? [
      {
        id: 31,
        schedule_id: 101,
        title: "一次選考課題：自己PR動画",
        start_at: "2027-06-20T00:00:00.000Z",
        end_at: "2027-07-20T00:00:00.000Z",
        show_link: true,
        url: "https://forms.example.com/pr",
        status: "not_submitted",
        submitted_url: null,
      },
      {
        id: 32,
        schedule_id: 101,
        title: "最終選考課題：事業提案",
        start_at: "2027-08-02T00:00:00.000Z",
        end_at: "2027-08-20T00:00:00.000Z",
        show_link: false,
        url: null,
        status: "not_submitted",
        submitted_url: null,
      },
    ],
    resume:
      resume === null
        ? null
        : {
            reception_start_at: "2027-06-15T00:00:00.000Z",
            submission_limit_at: "2027-07-31T01:00:00.000Z",
            format: "pdf",
            status: "not_submitted",
            url: null,
            submitted_url: null,
            file_name: null,
            submitted_at: null,
            ...resume,
          },
  };
}

const eventDetail = { id: 10, title: "【本選考】総合職 オープンエントリー", category: "entry" };

type Sent = { method: string; url: string; headers: Map<string, string>; body: BodyInit | null | undefined };
type Answer = { status: number; body?: unknown };

/** A requester over a fetch double: GETs answer the entered schedule (`schedules` in turn) and the event. */
function serve(schedules: unknown[], post: (sent: Sent) => Answer = () => ({ status: 200, body: {} })) {
  const sent: Sent[] = [];
  let reads = 0;
  const fetchDouble = (async (input: string, init: RequestInit) => {
    const headers = new Map<string, string>();
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    const request = { method: init.method ?? "GET", url: String(input), headers, body: init.body };
    sent.push(request);
    const answer: Answer =
      request.method !== "GET"
        ? post(request)
        : request.url === "/api/v1/events/10/entered_schedule"
          ? { status: 200, body: schedules[Math.min(reads++, schedules.length - 1)] }
          : request.url === "/api/v1/events/10"
            ? { status: 200, body: eventDetail }
            : { status: 404, body: { error: { status: 404, code: "not_found", message: "" } } };
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    // jsdom has no Response: the fields the requester reads
    const response = {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? "application/json" : null) },
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
      body: null,
    };
    return { ...response, clone: () => response };
  }) as unknown as typeof fetch;
  const client = createApiRequester({
    fetch: fetchDouble,
    getToken: () => null,
    getCsrfToken: () => "csrf-1",
    retryDelayMs: 1,
  });
  return { client, sent };
}

const renderPage = (client: ReturnType<typeof serve>["client"], eventId: number | null = 10, store = signedIn) =>
  render(<EnteredSchedulePage eventId={eventId} client={client} userStore={store} now={() => NOW} />);

const pdfFile = (name = "履歴書.pdf") => new File(["%PDF-1.4\n%%EOF\n"], name, { type: "application/pdf" });

describe("EnteredSchedulePage", () => {
  it("shows the entry, the assignments with their periods and status, and the résumé window", async () => {
    const { client } = serve([entered()]);
    renderPage(client);
    expect(await screen.findByRole("heading", { level: 1, name: "提出物・選考スケジュール" })).toHaveFocus();
    expect(screen.getByText("【本選考】総合職 オープンエントリー")).toBeInTheDocument();
    expect(screen.getByText("エントリー済み")).toBeInTheDocument();

    const open = screen.getByRole("listitem", { name: "一次選考課題：自己PR動画" });
    expect(within(open).getByText("受付中")).toBeInTheDocument();
    expect(within(open).getByText("未提出")).toBeInTheDocument();
    expect(within(open).getByRole("link", { name: /課題の内容を見る/ })).toHaveAttribute(
      "href",
      "https://forms.example.com/pr",
    );
    expect(within(open).getByLabelText("提出するURL（https://〜）")).toBeInTheDocument();

    const later = screen.getByRole("listitem", { name: "最終選考課題：事業提案" });
    expect(within(later).getByText("受付前")).toBeInTheDocument();
    expect(within(later).queryByRole("textbox")).toBeNull();
    expect(within(later).queryByRole("link")).toBeNull();

    const resume = screen.getByRole("region", { name: "履歴書・エントリーシート" });
    expect(within(resume).getByText("PDFファイル（5MBまで）", { selector: "dd" })).toBeInTheDocument();
    expect(within(resume).getByText("7月31日(土) 10:00")).toBeInTheDocument();
    expect(within(resume).getByTestId("resume-status")).toHaveTextContent("未提出");
    expect(within(resume).getByRole("button", { name: "履歴書・ESを提出する" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "イベントページへ" })).toHaveAttribute("href", "/events/selection/10");
  });

  it("uploads the chosen PDF as its bytes with its name, then shows it submitted", async () => {
    const submitted = entered({
      status: "submitted",
      url: "/api/v1/entries/900/resume/pdf",
      file_name: "履歴書.pdf",
      submitted_at: "2027-07-01T00:00:00.000Z",
    });
    const { client, sent } = serve([entered(), submitted]);
    renderPage(client);
    const input = await screen.findByLabelText("PDFファイル（5MBまで）");
    fireEvent.change(input, { target: { files: [pdfFile()] } });
    fireEvent.click(screen.getByRole("button", { name: "履歴書・ESを提出する" }));
    expect(await screen.findByText("履歴書・ESを提出しました。")).toHaveAttribute("role", "status");
    const upload = sent.find((request) => request.method === "POST")!;
    expect(upload.url).toBe("/api/v1/entries/900/resume/pdf");
    expect(upload.body).toBeInstanceOf(Blob);
    expect(upload.headers.get("content-type")).toBe("application/pdf");
    expect(decodeURIComponent(upload.headers.get("x-file-name")!)).toBe("履歴書.pdf");
    expect(upload.headers.get("x-csrf-token")).toBe("csrf-1");
    await waitFor(() => expect(screen.getByTestId("resume-status")).toHaveTextContent("提出済み"));
    expect(screen.getByRole("link", { name: "履歴書.pdfをダウンロード" })).toHaveAttribute(
      "href",
      "/api/v1/entries/900/resume/pdf",
    );
    expect(screen.getByRole("button", { name: "履歴書・ESを再提出する" })).toBeInTheDocument();
  });

  it("refuses a file that is not a PDF by its content (whatever its name) without sending it", async () => {
    const { client, sent } = serve([entered()]);
    renderPage(client);
    const input = await screen.findByLabelText("PDFファイル（5MBまで）");
    fireEvent.change(input, {
      target: { files: [new File(["\x89PNG...."], "resume.pdf", { type: "application/pdf" })] },
    });
    fireEvent.click(screen.getByRole("button", { name: "履歴書・ESを提出する" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "PDFファイルではありません。PDF形式のファイルを選んでください。",
    );
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveFocus();
    expect(sent.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("refuses a file over 5 MB and asks for a file when none is chosen", async () => {
    const { client, sent } = serve([entered()]);
    renderPage(client);
    const input = await screen.findByLabelText("PDFファイル（5MBまで）");
    fireEvent.click(screen.getByRole("button", { name: "履歴書・ESを提出する" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("提出するPDFファイルを選んでください。");
    const big = pdfFile();
    Object.defineProperty(big, "size", { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    fireEvent.click(screen.getByRole("button", { name: "履歴書・ESを提出する" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "ファイルが大きすぎます。5MB以下のPDFファイルを選んでください。",
    );
    expect(sent.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("explains the server's refusal (the deadline passed meanwhile) and keeps the résumé unsubmitted", async () => {
    const { client } = serve([entered()], () => ({
      status: 409,
      body: { error: { status: 409, code: "submission_closed", message: "", details: { reason: "closed" } } },
    }));
    renderPage(client);
    fireEvent.change(await screen.findByLabelText("PDFファイル（5MBまで）"), { target: { files: [pdfFile()] } });
    fireEvent.click(screen.getByRole("button", { name: "履歴書・ESを提出する" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("提出期限を過ぎたため、提出できません。");
    expect(screen.getByTestId("resume-status")).toHaveTextContent("未提出");
  });

  it("answers an assignment with an https URL, refusing anything else on screen", async () => {
    const { client, sent } = serve([entered()], () => ({
      status: 200,
      body: { event_question_id: 31, status: "submitted", submitted_url: "https://youtu.be/abc" },
    }));
    renderPage(client);
    const item = await screen.findByRole("listitem", { name: "一次選考課題：自己PR動画" });
    const field = within(item).getByLabelText("提出するURL（https://〜）");
    fireEvent.change(field, { target: { value: "http://youtu.be/abc" } });
    fireEvent.click(within(item).getByRole("button", { name: "提出する （一次選考課題：自己PR動画）" }));
    expect(await within(item).findByRole("alert")).toHaveTextContent("「https://」で始まるURLを入力してください。");
    expect(sent.filter((request) => request.method === "POST")).toEqual([]);

    fireEvent.change(field, { target: { value: "https://youtu.be/abc" } });
    fireEvent.click(within(item).getByRole("button", { name: "提出する （一次選考課題：自己PR動画）" }));
    await screen.findByText("「一次選考課題：自己PR動画」を提出しました。");
    const post = sent.find((request) => request.method === "POST")!;
    expect(post.url).toBe("/api/v1/entries/900/event_questions/31/answer");
    expect(JSON.parse(String(post.body))).toEqual({ submitted_url: "https://youtu.be/abc" });
  });

  it("takes a URL résumé where the event asks for one, and says when reception has not started or has ended", async () => {
    const { client, sent } = serve([entered({ format: "url" })]);
    const { unmount } = renderPage(client);
    fireEvent.change(await screen.findByLabelText("履歴書・ESのURL（https://〜）"), {
      target: { value: "https://docs.example.com/es" },
    });
    fireEvent.click(within(screen.getByRole("region", { name: "履歴書・エントリーシート" })).getByRole("button"));
    await waitFor(() => expect(sent.some((request) => request.url === "/api/v1/entries/900/resume/url")).toBe(true));
    unmount();

    renderPage(serve([entered({ reception_start_at: "2027-07-10T00:00:00.000Z" })]).client);
    expect(await screen.findByText("受付開始までお待ちください。")).toBeInTheDocument();
    expect(screen.queryByLabelText("PDFファイル（5MBまで）")).toBeNull();
  });

  it("says so when the event collects no résumé and the schedule has no assignments", async () => {
    renderPage(serve([entered(null, [])]).client);
    expect(await screen.findByText("このイベントでは履歴書・ESの提出はありません。")).toBeInTheDocument();
    expect(screen.getByText("この日程に課題はありません。")).toBeInTheDocument();
  });

  it("answers another student's or no entry (404) and a bad path with エントリーが見つかりません; anonymous with ログイン", async () => {
    const { client } = serve([entered()]);
    renderPage(client, 11);
    expect(await screen.findByRole("heading", { name: "エントリーが見つかりません" })).toBeInTheDocument();
    screen.getByRole("heading").remove();
    renderPage(client, null);
    expect(await screen.findAllByRole("heading", { name: "エントリーが見つかりません" })).toHaveLength(1);

    renderPage(client, 10, storeOf({ status: "anonymous", user: null }));
    expect(await screen.findByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      `/login?return_to=${encodeURIComponent("/entered_schedules/10")}`,
    );
  });
});
