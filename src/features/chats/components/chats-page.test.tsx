import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import * as React from "react";
import type { ChatSummary, ChatThreadResponse } from "@core/api/chats";
import type { Scout } from "@core/api/scouts";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { errorAnswer, fakeApi, type FakeAnswer, type FakeRequest } from "@/features/entries/test/fake-api";
import { ChatsPage } from "./chats-page";

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
const signedIn = storeOf({ status: "signed_in", user: testCurrentUser() });
const anonymous = storeOf({ status: "anonymous", user: null });
const NOW = new Date("2027-08-01T03:00:00.000Z");
const company = { id: 5, name: "株式会社ミライテック", initial_char: "ミ", square_logo: null };

const summary = (overrides: Partial<ChatSummary> = {}): ChatSummary => ({
  id: 31,
  company,
  last_message: {
    sender_type: "company",
    excerpt: "先日は説明会にご参加いただき…",
    created_at: "2027-08-01T02:30:00.000Z",
  },
  unread_count: 2,
  updated_at: "2027-08-01T02:30:00.000Z",
  scout: null,
  ...overrides,
});

const message = (id: number, sender_type: "user" | "company", body: string, read_at: string | null = null) => ({
  id,
  sender_type,
  body,
  read_at,
  created_at: "2027-08-01T02:00:00.000Z",
});

beforeEach(() => {
  jest.mocked(navigate).mockClear();
});

describe("ChatsPage: the list", () => {
  it("lists the conversations with company, first line, time and unread count, each opening its thread", async () => {
    const { client } = fakeApi((request) =>
      request.url === "/api/v1/chats"
        ? {
            status: 200,
            body: {
              total_counts: 2,
              chats: [
                summary(),
                summary({
                  id: 32,
                  company: { ...company, id: 6, name: "サクラ電機株式会社" },
                  unread_count: 0,
                  last_message: {
                    sender_type: "user",
                    excerpt: "ありがとうございます",
                    created_at: "2027-07-20T01:00:00.000Z",
                  },
                }),
              ],
            },
          }
        : errorAnswer(404, "not_found"),
    );
    render(<ChatsPage chatId={null} client={client} userStore={signedIn} now={() => NOW} />);
    expect(await screen.findByRole("heading", { level: 1, name: "メッセージ" })).toHaveFocus();
    const [first, second] = screen.getAllByRole("link");
    expect(first).toHaveAttribute("href", "/chats?id=31");
    expect(within(first!).getByText("30分前")).toBeInTheDocument();
    expect(within(first!).getByText("未読 2")).toBeInTheDocument();
    expect(second).toHaveAttribute("href", "/chats?id=32");
    expect(within(second!).getByText("あなた: ありがとうございます")).toBeInTheDocument();
    expect(within(second!).getByText("7月20日(火) 10:00")).toBeInTheDocument();
    expect(within(second!).queryByText(/未読/)).toBeNull();
  });

  it("marks a chat whose scout awaits an answer スカウト", async () => {
    const scout = {
      id: 7,
      subject: "特別選考のご案内",
      body: "…",
      sent_at: "2027-07-31T01:00:00.000Z",
      expires_at: "2027-08-14T01:00:00.000Z",
      status: "pending" as const,
    };
    const { client } = fakeApi(() => ({
      status: 200,
      body: {
        total_counts: 2,
        chats: [summary({ scout }), summary({ id: 32, scout: { ...scout, status: "accepted" } })],
      },
    }));
    render(<ChatsPage chatId={null} client={client} userStore={signedIn} now={() => NOW} />);
    const [first, second] = await screen.findAllByRole("link");
    expect(within(first!).getByText("スカウト")).toBeInTheDocument();
    expect(within(second!).queryByText("スカウト")).toBeNull();
  });

  it("shows the next page on さらに表示, once per conversation, focusing the first one it added, until all are shown", async () => {
    const pageOf = (ids: number[]) => ids.map((id) => summary({ id, company: { ...company, name: `企業${id}` } }));
    const { client, received } = fakeApi((request) => {
      if (request.url === "/api/v1/chats") return { status: 200, body: { chats: pageOf([1, 2, 3]), total_counts: 5 } };
      // chat 3 moved to page 2 meanwhile: it must not show twice
      if (request.url === "/api/v1/chats?page=2")
        return { status: 200, body: { chats: pageOf([3, 4, 5]), total_counts: 5 } };
      return errorAnswer(404, "not_found");
    });
    render(<ChatsPage chatId={null} client={client} userStore={signedIn} now={() => NOW} />);
    await screen.findByRole("heading", { level: 1, name: "メッセージ" });
    fireEvent.click(screen.getByRole("button", { name: "さらに表示（残り2件）" }));
    await waitFor(() =>
      expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(
        [1, 2, 3, 4, 5].map((id) => `/chats?id=${id}`),
      ),
    );
    expect(screen.getAllByRole("link")[3]).toHaveFocus();
    expect(screen.queryByRole("button", { name: /さらに表示/ })).toBeNull();
    expect(received.map((request) => request.url)).toEqual(["/api/v1/chats", "/api/v1/chats?page=2"]);
  });

  it("says so when the next page cannot be loaded, and keeps what is shown", async () => {
    const { client } = fakeApi((request) =>
      request.url === "/api/v1/chats"
        ? { status: 200, body: { chats: [summary()], total_counts: 2 } }
        : errorAnswer(500, "internal_error"),
    );
    render(<ChatsPage chatId={null} client={client} userStore={signedIn} now={() => NOW} />);
    fireEvent.click(await screen.findByRole("button", { name: "さらに表示（残り1件）" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("読み込めませんでした");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "さらに表示（残り1件）" })).toBeEnabled();
  });

  it("says when there are no messages yet, and sends an anonymous visitor to sign in", async () => {
    const { client } = fakeApi(() => ({ status: 200, body: { chats: [], total_counts: 0 } }));
    const first = render(<ChatsPage chatId={null} client={client} userStore={signedIn} now={() => NOW} />);
    expect(await screen.findByText(/メッセージはまだありません/)).toBeInTheDocument();
    first.unmount();
    render(<ChatsPage chatId={31} client={client} userStore={anonymous} now={() => NOW} />);
    expect(navigate).toHaveBeenCalledWith("/login?return_to=%2Fchats%3Fid%3D31", { replace: true });
  });
});

describe("ChatsPage: one conversation", () => {
  function serveThread(
    threads: Array<() => FakeAnswer>,
    posted: (request: FakeRequest) => FakeAnswer = () => ({
      status: 201,
      body: { message: message(99, "user", "送信したメッセージ") },
    }),
  ) {
    let polls = 0;
    return fakeApi((request) => {
      if (request.method === "GET" && request.url === "/api/v1/chats/31")
        return threads[Math.min(polls++, threads.length - 1)]!();
      if (request.method === "POST" && request.url === "/api/v1/chats/31/read")
        return { status: 200, body: { unread_count: 0, unread_comments_count: 4 } };
      if (request.method === "POST" && request.url === "/api/v1/chats/31/messages") return posted(request);
      return errorAnswer(404, "not_found");
    });
  }
  const thread = (messages: ChatThreadResponse["messages"], scout: Scout | null = null): FakeAnswer => ({
    status: 200,
    body: { chat: { id: 31, company, scout }, messages },
    headers: { ETag: `W/"${messages.length}"` },
  });
  const pendingScout: Scout = {
    id: 7,
    subject: "特別選考のご案内",
    body: "プロフィールを拝見しました。",
    sent_at: "2027-07-31T01:00:00.000Z",
    expires_at: "2027-08-14T01:00:00.000Z",
    status: "pending",
  };

  it("shows a pending scout with 興味あり / 辞退する and no composer; 興味あり opens the chat for messages", async () => {
    const { client, received } = fakeApi((request) => {
      if (request.url === "/api/v1/chats/31")
        return thread(
          [message(1, "company", "プロフィールを拝見しました。", "2027-08-01T03:00:00.000Z")],
          pendingScout,
        );
      if (request.url === "/api/v1/chats/31/scout/accept")
        return { status: 200, body: { chat_id: 31, scout: { ...pendingScout, status: "accepted" } } };
      return errorAnswer(404, "not_found");
    });
    render(<ChatsPage chatId={31} client={client} userStore={signedIn} now={() => NOW} pollIntervalMs={60_000} />);
    expect(await screen.findByRole("heading", { level: 2, name: "特別選考のご案内" })).toBeInTheDocument();
    expect(screen.getByText("8月14日(土) 10:00", { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "メッセージを入力" })).toBeNull();
    expect(
      screen.getByText("スカウトに「興味あり」と回答すると、メッセージを送れるようになります。"),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "興味あり" }));
    expect(await screen.findByRole("textbox", { name: "メッセージを入力" })).toBeInTheDocument();
    expect(screen.getByText("興味ありと回答しました。メッセージをやりとりできます。")).toBeInTheDocument();
    expect(received.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      "/api/v1/chats/31/scout/accept",
    ]);
  });

  it("declines a scout with an optional reason the company never sees", async () => {
    const { client, received } = fakeApi((request) => {
      if (request.url === "/api/v1/chats/31")
        return thread(
          [message(1, "company", "プロフィールを拝見しました。", "2027-08-01T03:00:00.000Z")],
          pendingScout,
        );
      if (request.url === "/api/v1/chats/31/scout/decline")
        return { status: 200, body: { chat_id: 31, scout: { ...pendingScout, status: "declined" } } };
      return errorAnswer(404, "not_found");
    });
    render(<ChatsPage chatId={31} client={client} userStore={signedIn} now={() => NOW} pollIntervalMs={60_000} />);
    fireEvent.click(await screen.findByRole("button", { name: "辞退する" }));
    expect(screen.getByText(/理由は企業には伝わりません/)).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "辞退の理由（任意）" }), {
      target: { value: "  志望業界が異なるため  " },
    });
    fireEvent.click(screen.getByRole("button", { name: "辞退を確定する" }));
    expect(await screen.findByText("辞退しました。")).toBeInTheDocument();
    const post = received.find((request) => request.url === "/api/v1/chats/31/scout/decline");
    expect(JSON.parse(post!.body)).toEqual({ reason: "志望業界が異なるため" });
    expect(screen.getByText("このスカウトにはメッセージを送れません。")).toBeInTheDocument();
  });

  it("shows the messages as text, marks the company's read, updates the header count and polls with the ETag", async () => {
    const updateUser = jest.fn();
    const unreadThread = () =>
      thread([
        message(1, "company", "説明会の資料です https://example.com/a.pdf"),
        message(2, "user", "ありがとうございます", "2027-08-01T02:10:00.000Z"),
      ]);
    const readThread = () =>
      thread([
        message(1, "company", "説明会の資料です https://example.com/a.pdf", "2027-08-01T03:00:00.000Z"),
        message(2, "user", "ありがとうございます", "2027-08-01T02:10:00.000Z"),
      ]);
    const { client, received } = serveThread([unreadThread, readThread, () => ({ status: 304 })]);
    render(
      <ChatsPage
        chatId={31}
        client={client}
        userStore={storeOf({ status: "signed_in", user: testCurrentUser() }, updateUser)}
        now={() => NOW}
        pollIntervalMs={60_000}
      />,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "株式会社ミライテック" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "https://example.com/a.pdf" })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow ugc",
    );
    expect(screen.getByText("既読")).toBeInTheDocument();
    await waitFor(() => expect(updateUser).toHaveBeenCalledWith({ unread_comments_count: 4 }));
    await waitFor(() => expect(received.filter((request) => request.url === "/api/v1/chats/31")).toHaveLength(2));

    // back on the tab: asked again at once with the last ETag; an unchanged thread is a 304 and nothing moves
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(received.filter((request) => request.url === "/api/v1/chats/31")).toHaveLength(3));
    expect(received.at(-1)!.headers["if-none-match"]).toBe('W/"2"');
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(received.filter((request) => request.url === "/api/v1/chats/31/read")).toHaveLength(1);
  });

  it("checks the message before sending, sends with Ctrl+Enter, keeps Enter for new lines", async () => {
    const { client, received } = serveThread([() => thread([message(2, "user", "よろしくお願いします", null)])]);
    render(<ChatsPage chatId={31} client={client} userStore={signedIn} now={() => NOW} pollIntervalMs={60_000} />);
    const field = await screen.findByRole("textbox", { name: "メッセージを入力" });
    fireEvent.click(screen.getByRole("button", { name: "送信する" }));
    expect(screen.getByRole("alert")).toHaveTextContent("メッセージを入力してください");
    fireEvent.change(field, { target: { value: "あ".repeat(2001) } });
    fireEvent.keyDown(field, { key: "Enter", ctrlKey: true });
    expect(screen.getByRole("alert")).toHaveTextContent("メッセージは2000文字以内で入力してください（いま2001文字）");
    expect(received.filter((request) => request.method === "POST")).toHaveLength(0);

    fireEvent.change(field, { target: { value: "1行目\n2行目" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(received.filter((request) => request.method === "POST")).toHaveLength(0);
    fireEvent.keyDown(field, { key: "Enter", metaKey: true });
    expect(await screen.findByText("送信したメッセージ")).toBeInTheDocument();
    const post = received.find((request) => request.method === "POST");
    expect(JSON.parse(post!.body)).toEqual({ body: "1行目\n2行目" });
    expect(field).toHaveValue("");
  });

  it("says a conversation of someone else (404) cannot be shown", async () => {
    const { client } = serveThread([() => errorAnswer(404, "not_found")]);
    render(<ChatsPage chatId={31} client={client} userStore={signedIn} now={() => NOW} pollIntervalMs={60_000} />);
    expect(await screen.findByRole("heading", { name: "メッセージが見つかりません" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "メッセージ一覧へ" })).toHaveAttribute("href", "/chats");
  });
});
