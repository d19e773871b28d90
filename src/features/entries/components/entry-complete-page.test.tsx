import { fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import { parseEntryPagePath } from "@core/entries/entry-routes";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { errorAnswer, fakeApi } from "../test/fake-api";
import { testEventDetail, testMyEntry } from "../test/entry-fixtures";
import { EntryCompletePage } from "./entry-complete-page";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";

const route = parseEntryPagePath("/events/internship/10/entry_complete") as Extract<
  ReturnType<typeof parseEntryPagePath>,
  { kind: "complete" }
>;

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

const older = testMyEntry({ entry: { id: 800, schedule_id: 100, created_at: "2027-05-01T00:00:00.000Z" } });
const latest = testMyEntry({
  entry: { id: 900, created_at: "2027-06-01T00:00:00.000Z" },
  stage_message: "筆記用具をお持ちください。",
});

beforeEach(() => {
  resetDataLayer();
});

describe("EntryCompletePage", () => {
  it("shows the entry handed over in history state, with Google Calendar and .ics links and what to bring", async () => {
    const { client, received } = fakeApi((request) =>
      request.url === "/api/v1/entries/900"
        ? { status: 200, body: { entry: latest } }
        : { status: 200, body: testEventDetail() },
    );
    render(
      <EntryCompletePage
        route={route}
        entryId={900}
        client={client}
        userStore={signedIn}
        siteUrl="https://mirai.example.jp"
      />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "エントリーが完了しました" })).toHaveFocus();
    expect(screen.getByText("東京会場")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "参加チケット" })).toHaveAttribute("href", "/event_attendance");
    expect(screen.getByRole("link", { name: "提出物・選考スケジュール" })).toHaveAttribute(
      "href",
      "/entered_schedules/10",
    );

    const google = screen.getByRole("link", { name: /Googleカレンダーに追加/ });
    const url = new URL(google.getAttribute("href")!);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("夏のエンジニア職インターンシップ（東京会場）");
    expect(url.searchParams.get("dates")).toBe("20270801T010000Z/20270801T080000Z");
    expect(url.searchParams.get("location")).toBe("東京都 本社セミナールーム 東京都千代田区丸の内1-1-1");
    expect(url.searchParams.get("details")).toContain("https://mirai.example.jp/events/internship/10");
    google.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(google);
    expect(dataLayerEntries()).toEqual([
      {
        event: "click-google-calendar-via-entry",
        category: "internship",
        interaction: "click",
        event_id: 10,
        schedule_id: 101,
      },
    ]);

    expect(screen.getByRole("link", { name: "カレンダーファイル（.ics）をダウンロード" })).toHaveAttribute(
      "href",
      "/api/v1/entries/900/calendar.ics",
    );
    expect(screen.getByText("ノートPC")).toBeInTheDocument();
    expect(screen.getByText("筆記用具をお持ちください。")).toBeInTheDocument();
    expect(received.map((request) => request.url)).toEqual(["/api/v1/entries/900", "/api/v1/events/10"]);
  });

  it("shows the message of the entry's stage (a lottery application's, not the entry text of the event)", async () => {
    const applied = testMyEntry({
      entry: { id: 900, state: "pre_entried" },
      stage_message: "抽選結果は締切の翌日にお知らせします。",
    });
    const { client } = fakeApi((request) =>
      request.url === "/api/v1/entries/900"
        ? { status: 200, body: { entry: applied } }
        : { status: 200, body: testEventDetail() },
    );
    render(<EntryCompletePage route={route} entryId={900} client={client} userStore={signedIn} />);
    await screen.findByRole("heading", { level: 1, name: "抽選に申し込みました" });
    expect(screen.getByRole("note", { name: "主催者からのお知らせ" })).toHaveTextContent(
      "抽選結果は締切の翌日にお知らせします。",
    );
    expect(screen.queryByText("筆記用具をお持ちください。")).toBeNull();
  });

  it("tells an online entrant where the URL is and shows when 参加する opens", async () => {
    const base = testMyEntry({ entry: { id: 900 } });
    const online = { ...base, schedule: { ...base.schedule, is_online: true, place: null, detailed_address: null } };
    const { client } = fakeApi((request) => {
      if (request.url === "/api/v1/entries/900") return { status: 200, body: { entry: online } };
      if (request.url === "/api/v1/events/10/event_in/attend_url")
        return { status: 200, body: { status: "not_yet", attend_url: null, opens_at: "2027-08-01T00:30:00.000Z" } };
      return { status: 200, body: testEventDetail() };
    });
    render(<EntryCompletePage route={route} entryId={900} client={client} userStore={signedIn} />);
    await screen.findByRole("heading", { level: 1, name: "エントリーが完了しました" });
    expect(
      screen.getByText(
        /案内されたURLからご参加ください。参加用のリンクは開始30分前から、イベントページと参加チケットの画面の「参加する」ボタンでご案内します。/,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("開始30分前（8月1日(日) 09:30）から、ここに「参加する」ボタンが表示されます。"),
    ).toBeInTheDocument();
  });

  it("names the entry course chosen", async () => {
    const withCourse = testMyEntry({
      entry: { id: 900, course_id: 501 },
      course: { id: 501, title: "エンジニアコース" },
    });
    const { client } = fakeApi((request) =>
      request.url === "/api/v1/entries/900"
        ? { status: 200, body: { entry: withCourse } }
        : { status: 200, body: testEventDetail() },
    );
    render(<EntryCompletePage route={route} entryId={900} client={client} userStore={signedIn} />);
    await screen.findByRole("heading", { level: 1, name: "エントリーが完了しました" });
    expect(screen.getByText("コース").nextElementSibling).toHaveTextContent("エンジニアコース");
  });

  it("after a reload (no history state) shows the student's latest entry of the event", async () => {
    const other = testMyEntry({ entry: { id: 950, event_id: 11, created_at: "2027-06-30T00:00:00.000Z" } });
    const { client } = fakeApi((request) =>
      request.url.startsWith("/api/v1/entries?")
        ? { status: 200, body: { entries: [older, latest, other], total_counts: 3 } }
        : errorAnswer(404, "not_found"),
    );
    render(<EntryCompletePage route={route} entryId={null} client={client} userStore={signedIn} />);
    expect(await screen.findByRole("link", { name: "カレンダーファイル（.ics）をダウンロード" })).toHaveAttribute(
      "href",
      "/api/v1/entries/900/calendar.ics",
    );
  });

  it("says so when the student has no entry of the event", async () => {
    const { client } = fakeApi(() => ({ status: 200, body: { entries: [], total_counts: 0 } }));
    render(<EntryCompletePage route={route} entryId={null} client={client} userStore={signedIn} />);
    expect(await screen.findByRole("heading", { name: "エントリーが見つかりません" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "イベントページに戻る" })).toHaveAttribute("href", "/events/internship/10");
  });

  it("asks anonymous visitors to sign in", () => {
    const { client } = fakeApi(() => ({ status: 500 }));
    render(
      <EntryCompletePage
        route={route}
        entryId={null}
        client={client}
        userStore={storeOf({ status: "anonymous", user: null })}
      />,
    );
    expect(screen.getByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fevents%2Finternship%2F10%2Fentry_complete",
    );
  });
});
