import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import * as React from "react";
import type { Notification, WhatsNewItem } from "@core/api/notices";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { errorAnswer, fakeApi, type FakeRequest } from "@/features/entries/test/fake-api";
import { notificationsKind, whatsNewKind } from "../notice-kinds";
import { NoticeListPage } from "./notice-list-page";

function storeOf(
  state: CurrentUserState,
  updateUser: CurrentUserStore["updateUser"] = () => undefined,
): CurrentUserStore {
  return {
    getSnapshot: () => state,
    subscribe: () => () => undefined,
    ensureLoaded: async () => state,
    setAnonymous: () => undefined,
    updateUser,
  };
}
const NOW = new Date("2027-08-01T03:00:00.000Z");

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 1,
  title: "「夏のインターン」へのエントリーが完了しました",
  body: "参加日程はイベントページと参加チケットでご確認いただけます。",
  url: "/events/internship/12",
  read_at: null,
  created_at: "2027-08-01T01:00:00.000Z",
  ...overrides,
});

const list = (notifications: Notification[], total = notifications.length) => ({
  status: 200,
  body: {
    notifications,
    total_counts: total,
    notification_unread_count: notifications.filter((n) => n.read_at === null).length,
  },
});

beforeEach(() => {
  jest.mocked(navigate).mockClear();
});

function renderPage(
  route: (request: FakeRequest, index: number) => ReturnType<typeof list> | { status: number; body?: unknown },
  updateUser = jest.fn(),
) {
  const { client, received } = fakeApi(route);
  const store = storeOf({ status: "signed_in", user: testCurrentUser() }, updateUser);
  render(<NoticeListPage kind={notificationsKind} client={client} userStore={store} now={() => NOW} />);
  return { received, updateUser };
}

describe("NoticeListPage: お知らせ", () => {
  it("lists notifications with unread marks, Tokyo times and read ones as 既読", async () => {
    renderPage(() =>
      list([
        notification(),
        notification({ id: 2, title: "ようこそ", url: null, read_at: "2027-07-20T01:00:00.000Z" }),
      ]),
    );
    expect(await screen.findByRole("heading", { name: "お知らせ" })).toBeInTheDocument();
    expect(screen.getByText("未読 1件")).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items[0]).toHaveAttribute("data-unread", "true");
    expect(within(items[0]!).getByText("未読")).toBeInTheDocument();
    expect(within(items[0]!).getByText("8月1日(日) 10:00")).toBeInTheDocument();
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", "/events/internship/12");
    expect(items[1]).toHaveAttribute("data-unread", "false");
    expect(within(items[1]!).getByText("既読")).toBeInTheDocument();
  });

  it("opening an item marks it read, clears the header's count at once, then goes to its link", async () => {
    const { received, updateUser } = renderPage((request) =>
      request.url === "/api/v1/notifications/1/read"
        ? {
            status: 200,
            body: { notification: notification({ read_at: NOW.toISOString() }), notification_unread_count: 0 },
          }
        : list([notification()]),
    );
    fireEvent.click(await screen.findByRole("link", { name: /エントリーが完了しました/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/events/internship/12"));
    expect(received.some((r) => r.method === "POST" && r.url === "/api/v1/notifications/1/read")).toBe(true);
    expect(updateUser).toHaveBeenLastCalledWith({ notification_unread_count: 0 });
    expect(screen.getByText("未読はありません")).toBeInTheDocument();
  });

  it("never follows a link off the site: an item without a site path gets a 既読にする button instead", async () => {
    renderPage((request) =>
      request.url === "/api/v1/notifications/3/read"
        ? {
            status: 200,
            body: {
              notification: notification({ id: 3, url: null, read_at: NOW.toISOString() }),
              notification_unread_count: 0,
            },
          }
        : list([notification({ id: 3, url: "https://evil.example/" })]),
    );
    await screen.findByRole("heading", { name: "お知らせ" });
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "既読にする" }));
    await waitFor(() => expect(screen.getByText("既読")).toBeInTheDocument());
    expect(navigate).not.toHaveBeenCalled();
  });

  it("すべて既読にする reads them all and updates the header", async () => {
    const { updateUser } = renderPage((request) =>
      request.url === "/api/v1/notifications/read_all"
        ? { status: 200, body: { marked: 2, notification_unread_count: 0 } }
        : list([notification(), notification({ id: 2, title: "二件目" })]),
    );
    fireEvent.click(await screen.findByRole("button", { name: "すべて既読にする" }));
    await waitFor(() => expect(screen.getAllByText("既読")).toHaveLength(2));
    expect(updateUser).toHaveBeenLastCalledWith({ notification_unread_count: 0 });
    expect(screen.getByRole("button", { name: "すべて既読にする" })).toBeDisabled();
  });

  it("says so in Japanese when marking all fails, and keeps the marks", async () => {
    renderPage((request) =>
      request.url === "/api/v1/notifications/read_all" ? errorAnswer(500, "internal_error") : list([notification()]),
    );
    fireEvent.click(await screen.findByRole("button", { name: "すべて既読にする" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("すべて既読にできませんでした");
    expect(screen.getByText("未読 1件")).toBeInTheDocument();
  });

  it("shows the empty state in Japanese, without the button", async () => {
    renderPage(() => list([]));
    expect(await screen.findByText(/お知らせはまだありません/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "すべて既読にする" })).not.toBeInTheDocument();
  });

  it("loads the next page with さらに表示", async () => {
    const { received } = renderPage((request) =>
      request.url.includes("page=2")
        ? list([notification({ id: 9, title: "古いお知らせ" })], 2)
        : list([notification()], 2),
    );
    fireEvent.click(await screen.findByRole("button", { name: "さらに表示（残り1件）" }));
    expect(await screen.findByText("古いお知らせ")).toBeInTheDocument();
    expect(received.map((r) => r.url)).toContain("/api/v1/notifications?page=2");
  });

  it("sends a visitor without a session to the login page and back", async () => {
    const { client } = fakeApi(() => list([]));
    render(
      <NoticeListPage
        kind={notificationsKind}
        client={client}
        userStore={storeOf({ status: "anonymous", user: null })}
      />,
    );
    expect(screen.getByRole("heading", { name: "ログインが必要です" })).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login?return_to=%2Fnotifications", { replace: true }));
  });
});

describe("NoticeListPage: 新着情報", () => {
  const item = (overrides: Partial<WhatsNewItem> = {}): WhatsNewItem => ({
    id: 4,
    title: "株式会社ミライテックが新しいインターンシップを公開しました",
    body: "「夏の開発体験」の詳細と日程はイベントページでご確認ください。",
    url: "/events/internship/31",
    company: { id: 5, name: "株式会社ミライテック" },
    published_at: "2027-07-31T02:00:00.000Z",
    read_at: null,
    ...overrides,
  });

  it("lists items with their company, marks one read on opening and clears the 新着情報 count", async () => {
    const updateUser = jest.fn();
    const { client } = fakeApi((request) =>
      request.url === "/api/v1/whats_new_items/4/read"
        ? { status: 200, body: { whats_new_item: item({ read_at: NOW.toISOString() }), whats_new_unread_count: 0 } }
        : { status: 200, body: { whats_new_items: [item()], total_counts: 1, whats_new_unread_count: 1 } },
    );
    render(
      <NoticeListPage
        kind={whatsNewKind}
        client={client}
        userStore={storeOf({ status: "signed_in", user: testCurrentUser() }, updateUser)}
      />,
    );
    expect(await screen.findByRole("heading", { name: "新着情報" })).toBeInTheDocument();
    expect(screen.getByText("株式会社ミライテック")).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: /新しいインターンシップを公開しました/ }));
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/events/internship/31"));
    expect(updateUser).toHaveBeenLastCalledWith({ whats_new_unread_count: 0 });
  });

  it("shows its own empty state", async () => {
    const { client } = fakeApi(() => ({
      status: 200,
      body: { whats_new_items: [], total_counts: 0, whats_new_unread_count: 0 },
    }));
    render(
      <NoticeListPage
        kind={whatsNewKind}
        client={client}
        userStore={storeOf({ status: "signed_in", user: testCurrentUser() })}
      />,
    );
    expect(await screen.findByText(/新着情報はまだありません。企業をフォローすると/)).toBeInTheDocument();
  });
});

describe("NoticeListPage: prerendered and hydrated", () => {
  it("prerenders the loading status, and hydrating a signed-in visit does not send them to the login page", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { client } = fakeApi(() => ({
      status: 200,
      body: { notifications: [], total_counts: 0, notification_unread_count: 0 },
    }));
    const store = storeOf({ status: "signed_in", user: testCurrentUser() });
    const page = <NoticeListPage kind={notificationsKind} client={client} userStore={store} />;
    const html = renderToString(page);
    expect(html).toContain("読み込んでいます");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(await within(container).findByText(/お知らせはまだありません/)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
