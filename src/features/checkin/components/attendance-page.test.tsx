import { navigate } from "gatsby";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import type { AttendanceItem } from "@core/api/checkin";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { errorAnswer, fakeApi, type FakeAnswer } from "@/features/entries/test/fake-api";
import { testAttendanceItem } from "../test/checkin-fixtures";
import { AttendancePage } from "./attendance-page";

const NOW = new Date("2027-08-01T00:30:00.000Z"); // 09:30 JST

function storeOf(state: CurrentUserState): CurrentUserStore {
  return {
    getSnapshot: () => state,
    subscribe: () => () => undefined,
    ensureLoaded: async () => state,
    setAnonymous: () => undefined,
    updateUser: () => undefined,
  };
}
const signedIn = storeOf({ status: "signed_in", user: testCurrentUser({ id: "7" }) });
const anonymous = storeOf({ status: "anonymous", user: null });

function serve(answer: () => FakeAnswer | Promise<FakeAnswer>) {
  return fakeApi((request) =>
    request.method === "GET" && request.url === "/api/v1/event_attendance" ? answer() : errorAnswer(404, "not_found"),
  );
}

const items: AttendanceItem[] = [
  testAttendanceItem({
    entry_id: 1,
    today: true,
    event: { id: 10, title: "本日の説明会", category: "seminar", company_name: "株式会社ミライテック" },
  }),
  testAttendanceItem({
    entry_id: 2,
    event: { id: 11, title: "来週の合同説明会", category: "gosetsu", company_name: null },
  }),
  testAttendanceItem({
    entry_id: 3,
    ticket_code: null,
    attendance: "attended",
    event: { id: 12, title: "出席した説明会", category: "seminar", company_name: null },
  }),
  testAttendanceItem({
    entry_id: 4,
    ticket_code: null,
    attendance: "absent",
    event: { id: 13, title: "欠席した説明会", category: "seminar", company_name: null },
  }),
  testAttendanceItem({
    entry_id: 5,
    ticket_code: null,
    attendance: "canceled",
    event: { id: 14, title: "キャンセルした説明会", category: "seminar", company_name: null },
  }),
];

type Props = React.ComponentProps<typeof AttendancePage>;
const renderPage = (props: Partial<Props>) =>
  render(
    <AttendancePage
      userStore={signedIn}
      now={() => NOW}
      isOnline={() => true}
      hasSessionHint={() => true}
      {...props}
    />,
  );

beforeEach(() => {
  jest.mocked(navigate).mockClear();
});

describe("AttendancePage", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the loading status while the call is pending", () => {
    const { client } = serve(() => new Promise<FakeAnswer>(() => undefined));
    renderPage({ client });
    expect(screen.getByRole("status")).toHaveTextContent("読み込んでいます…");
  });

  it("asks an anonymous visitor to sign in and come back", () => {
    const { client, received } = serve(() => ({ status: 200, body: { items } }));
    renderPage({ client, userStore: anonymous, hasSessionHint: () => false });
    expect(screen.getByRole("heading", { name: "ログインが必要です" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fevent_attendance",
    );
    expect(navigate).toHaveBeenCalledWith("/login?return_to=%2Fevent_attendance", { replace: true });
    expect(received).toHaveLength(0);
  });

  it("shows today's ticket first (本日), upcoming tickets with a QR code and a map link, then past attendance", async () => {
    const { client } = serve(() => ({ status: 200, body: { items } }));
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: "参加チケット" })).toHaveFocus();
    const sections = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(["本日のイベント", "参加予定", "参加履歴"]);

    const today = screen.getByRole("article", { name: /本日の説明会/ });
    expect(within(today).getByText("本日")).toBeInTheDocument();
    const qr = within(today).getByRole("img", { name: "本日の説明会の参加チケット（QRコード）" });
    expect(qr.querySelector("svg")).not.toBeNull();
    expect(within(today).getByText("8月1日(日) 10:00")).toBeInTheDocument();
    expect(within(today).getByRole("link", { name: "地図を開く（Google マップ）" })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("東京都千代田区丸の内1-1-1")}`,
    );
    expect(within(today).getByRole("link", { name: "イベントページへ" })).toHaveAttribute("href", "/events/seminar/10");
    expect(within(today).getByRole("link", { name: "提出物・課題" })).toHaveAttribute("href", "/entered_schedules/10");

    const upcoming = screen.getByRole("article", { name: "来週の合同説明会" });
    expect(within(upcoming).getByRole("img")).toBeInTheDocument();

    expect(within(screen.getByRole("article", { name: "出席した説明会" })).getByText("出席")).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "欠席した説明会" })).getByText("欠席")).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "キャンセルした説明会" })).getByText("キャンセル"),
    ).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "出席した説明会" })).queryByRole("img")).toBeNull();
    expect(
      within(screen.getByRole("article", { name: "出席した説明会" })).queryByRole("link", { name: "提出物・課題" }),
    ).toBeNull();
    // only attendees may write a review (体験記)
    expect(
      within(screen.getByRole("article", { name: "出席した説明会" })).getByRole("link", { name: "体験記を書く" }),
    ).toHaveAttribute("href", "/event_reviews/new?event_id=12");
    expect(
      within(screen.getByRole("article", { name: "欠席した説明会" })).queryByRole("link", { name: "体験記を書く" }),
    ).toBeNull();
    expect(within(today).queryByRole("link", { name: "体験記を書く" })).toBeNull();
  });

  it("offers no map for an online schedule", async () => {
    const online = testAttendanceItem({
      is_online: true,
      schedule: { ...testAttendanceItem().schedule, is_online: true, place: null, detailed_address: null },
    });
    const { client } = serve(() => ({ status: 200, body: { items: [online] } }));
    renderPage({ client });
    expect(await screen.findByText("オンライン")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "地図を開く（Google マップ）" })).toBeNull();
  });

  it("says so when there is nothing yet", async () => {
    const { client } = serve(() => ({ status: 200, body: { items: [] } }));
    renderPage({ client });
    expect(await screen.findByText("参加予定のイベントはありません。")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "イベントを探す" })).toHaveAttribute("href", "/events/gosetsu");
  });

  it("stores the answer under the student's id, and shows it with a note when the network fails", async () => {
    const { client } = serve(() => ({ status: 200, body: { items } }));
    const first = renderPage({ client });
    await screen.findByRole("heading", { name: "参加チケット" });
    expect(Object.keys(window.localStorage)).toEqual(["mirai:personal:event-attendance:7"]);
    first.unmount();

    const offline = serve(() => {
      throw new TypeError("Failed to fetch");
    });
    renderPage({ client: offline.client, now: () => new Date("2027-08-01T05:00:00.000Z") });
    expect(
      await screen.findByText("オフラインのため、最後に読み込んだチケットを表示しています（09:30時点）"),
    ).toBeInTheDocument();
    expect(screen.getByRole("article", { name: /本日の説明会/ })).toBeInTheDocument();
    expect(screen.getAllByRole("img").length).toBeGreaterThan(0);
  });

  it("asks again on 最新の情報に更新 and when the network comes back; offline in between, the stored tickets stay", async () => {
    let calls = 0;
    let online = true;
    const { client } = serve(() => {
      calls += 1;
      if (!online) throw new TypeError("Failed to fetch");
      return { status: 200, body: { items } };
    });
    renderPage({ client, isOnline: () => online });
    await screen.findByRole("heading", { name: "参加チケット" });
    expect(calls).toBe(1);

    online = false;
    fireEvent.click(screen.getByRole("button", { name: "最新の情報に更新" }));
    expect(await screen.findByText(/オフラインのため、最後に読み込んだチケットを表示しています/)).toBeInTheDocument();
    expect(screen.getByRole("article", { name: /本日の説明会/ })).toBeInTheDocument();
    expect(calls).toBe(1); // offline: read from storage without calling

    online = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.queryByText(/オフラインのため/)).toBeNull());
    expect(calls).toBe(2);
  });

  it("shows the stored tickets without calling when the browser is offline", async () => {
    const { client } = serve(() => ({ status: 200, body: { items } }));
    const first = renderPage({ client });
    await screen.findByRole("heading", { name: "参加チケット" });
    first.unmount();

    const never = serve(() => ({ status: 200, body: { items: [] } }));
    renderPage({ client: never.client, isOnline: () => false });
    expect(await screen.findByText(/オフラインのため、最後に読み込んだチケットを表示しています/)).toBeInTheDocument();
    expect(never.received).toHaveLength(0);
  });

  it("shows the last stored tickets when the session could not be asked about offline (anonymous, hint kept)", async () => {
    const { client } = serve(() => ({ status: 200, body: { items } }));
    const first = renderPage({ client });
    await screen.findByRole("heading", { name: "参加チケット" });
    first.unmount();

    renderPage({ client, userStore: anonymous, hasSessionHint: () => true });
    expect(screen.getByText(/オフラインのため、最後に読み込んだチケットを表示しています/)).toBeInTheDocument();
  });

  it("never shows another student's stored tickets", async () => {
    const { client } = serve(() => ({ status: 200, body: { items } }));
    const first = renderPage({ client });
    await screen.findByRole("heading", { name: "参加チケット" });
    first.unmount();

    const offline = serve(() => {
      throw new TypeError("Failed to fetch");
    });
    renderPage({
      client: offline.client,
      userStore: storeOf({ status: "signed_in", user: testCurrentUser({ id: "8" }) }),
    });
    expect(await screen.findByRole("heading", { name: "参加チケットを読み込めませんでした" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("オフラインのため読み込めませんでした");
  });

  it("explains a server failure without stored data, and asks to sign in again on 401", async () => {
    const failing = serve(() => errorAnswer(404, "not_found"));
    const first = renderPage({ client: failing.client });
    expect(await screen.findByRole("heading", { name: "参加チケットを読み込めませんでした" })).toBeInTheDocument();
    first.unmount();

    const expired = serve(() => errorAnswer(401, "unauthorized"));
    renderPage({ client: expired.client });
    expect(await screen.findByRole("heading", { name: "ログインが必要です" })).toBeInTheDocument();
  });

  it("offers 参加する on an online schedule's ticket inside the join window (the site's redirect)", async () => {
    const online = testAttendanceItem({
      entry_id: 7,
      today: true,
      is_online: true,
      event: { id: 15, title: "オンライン説明会", category: "seminar", company_name: null },
      schedule: { ...testAttendanceItem().schedule, is_online: true, place: null, detailed_address: null },
    });
    const { client } = fakeApi((request) => {
      if (request.url === "/api/v1/event_attendance") return { status: 200, body: { items: [online, items[1]] } };
      if (request.url === "/api/v1/events/15/event_in/attend_url")
        return {
          status: 200,
          body: { status: "open", attend_url: "http://localhost:8888/api/v1/events/15/event_in/live", opens_at: null },
        };
      return errorAnswer(404, "not_found");
    });
    renderPage({ client });
    const ticket = await screen.findByRole("article", { name: /オンライン説明会/ });
    expect(await within(ticket).findByRole("link", { name: /参加する/ })).toHaveAttribute(
      "href",
      "http://localhost:8888/api/v1/events/15/event_in/live",
    );
    // no door QR code on an online ticket
    expect(within(ticket).queryByRole("img", { name: /QRコード/ })).toBeNull();
    // a venue ticket asks nothing about online joining
    const venue = screen.getByRole("article", { name: /来週の合同説明会/ });
    expect(within(venue).queryByRole("link", { name: /参加する/ })).toBeNull();
  });
});
