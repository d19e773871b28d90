import * as React from "react";
import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createCurrentUserStore } from "../current-user-store";
import { apiError, testCurrentUser } from "../test-support";
import { HeaderAccount } from "./header-account";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function storeWith(hint: boolean, load: () => Promise<ReturnType<typeof testCurrentUser>>) {
  const clearSessionHint = jest.fn();
  const loadCurrentUser = jest.fn(load);
  return {
    store: createCurrentUserStore({ hasSessionHint: () => hint, clearSessionHint, loadCurrentUser }),
    loadCurrentUser,
    clearSessionHint,
  };
}

/** The desktop variant (the phone menu holds the same content, hidden by CSS). */
function desktop(container: HTMLElement) {
  return within(container.querySelector("[data-account-state] > div") as HTMLElement);
}

describe("HeaderAccount", () => {
  it("anonymous (no hint cookie): ログイン and 新規会員登録 links and no API call", () => {
    const { store, loadCurrentUser } = storeWith(false, async () => testCurrentUser());
    const { container } = render(<HeaderAccount store={store} />);
    expect(desktop(container).getByRole("link", { name: "ログイン" })).toHaveAttribute("href", "/login");
    expect(desktop(container).getByRole("link", { name: "新規会員登録" })).toHaveAttribute(
      "href",
      "/user_registrations",
    );
    expect(loadCurrentUser).not.toHaveBeenCalled();
  });

  it("prerenders the anonymous links even for a visitor with the hint (server snapshot)", () => {
    const { store, loadCurrentUser } = storeWith(true, async () => testCurrentUser());
    const html = renderToString(<HeaderAccount store={store} />);
    expect(html).toContain('data-account-state="anonymous"');
    expect(html).toContain("新規会員登録");
    expect(loadCurrentUser).not.toHaveBeenCalled();
  });

  it("with the hint: loading, then the student's name, unread badges with labels and ログアウト", async () => {
    const answer = deferred<ReturnType<typeof testCurrentUser>>();
    const { store, loadCurrentUser } = storeWith(true, () => answer.promise);
    const { container } = render(<HeaderAccount store={store} />);
    expect(container.querySelector("[data-account-state]")).toHaveAttribute("data-account-state", "loading");

    await act(async () =>
      answer.resolve(
        testCurrentUser({ notification_unread_count: 3, whats_new_unread_count: 0, unread_comments_count: 120 }),
      ),
    );

    const view = desktop(container);
    expect(view.getByText("山田 太郎さん")).toBeInTheDocument();
    expect(view.getByText("未読のお知らせ 3件")).toBeInTheDocument();
    expect(view.getByText("未読のコメント 120件")).toBeInTheDocument();
    expect(view.getByRole("link", { name: /未読のコメント 120件/ })).toHaveAttribute("href", "/chats");
    expect(view.getByText("99+")).toBeInTheDocument();
    expect(view.queryByText(/未読の新着情報/)).not.toBeInTheDocument();
    expect(view.getByRole("link", { name: "ログアウト" })).toHaveAttribute("href", "/logout");
    expect(view.getByRole("link", { name: "参加チケット" })).toHaveAttribute("href", "/event_attendance");
    expect(view.queryByRole("link", { name: "ログイン" })).not.toBeInTheDocument();
    expect(loadCurrentUser).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("アカウントメニュー")).toBeInTheDocument();
  });

  it("links the お知らせ and 新着情報 badges to their pages, quiet without unread ones, and clears a badge at once when the page reports a read", async () => {
    const { store } = storeWith(true, async () =>
      testCurrentUser({ notification_unread_count: 2, whats_new_unread_count: 0, unread_comments_count: 0 }),
    );
    const { container } = render(<HeaderAccount store={store} />);
    await act(async () => {
      await store.ensureLoaded();
    });
    const view = desktop(container);
    expect(view.getByRole("link", { name: /未読のお知らせ 2件/ })).toHaveAttribute("href", "/notifications");
    // nothing unread: still a link to the list, with no number
    const whatsNew = view.getByRole("link", { name: "新着情報" });
    expect(whatsNew).toHaveAttribute("href", "/whats_new");
    expect(whatsNew.closest("li")).toHaveAttribute("data-count", "0");
    expect(view.queryByRole("link", { name: /未読のコメント/ })).not.toBeInTheDocument();

    act(() => store.updateUser({ notification_unread_count: 0 }));
    expect(view.queryByText(/未読のお知らせ/)).not.toBeInTheDocument();
    expect(view.getByRole("link", { name: "お知らせ" })).toHaveAttribute("href", "/notifications");
    // no unread count left: the phone menu button shows no dot
    expect(container.querySelector("summary span[aria-hidden]")).toBeNull();
  });

  it("addresses a student without a registered name as 会員さん", async () => {
    const { store } = storeWith(true, async () => testCurrentUser({ first_name: null, last_name: null }));
    const { container } = render(<HeaderAccount store={store} />);
    await act(async () => {
      await store.ensureLoaded();
    });
    expect(desktop(container).getByText("会員さん")).toBeInTheDocument();
  });

  it("a 401 clears the hint and shows the anonymous links", async () => {
    const { store, clearSessionHint } = storeWith(true, async () => Promise.reject(apiError(401, "unauthorized")));
    const { container } = render(<HeaderAccount store={store} />);
    await act(async () => {
      await store.ensureLoaded();
    });
    expect(clearSessionHint).toHaveBeenCalled();
    expect(desktop(container).getByRole("link", { name: "ログイン" })).toBeInTheDocument();
  });

  it("links アカウント設定 (「設定」 on desktop) and, in the phone menu, プライバシー設定 beside it", async () => {
    const { store } = storeWith(true, async () => testCurrentUser());
    const { container } = render(<HeaderAccount store={store} />);
    await act(async () => undefined);
    expect(desktop(container).getByRole("link", { name: "アカウント設定" })).toHaveAttribute("href", "/settings");
    expect(desktop(container).getByRole("link", { name: "アカウント設定" })).toHaveTextContent("設定");
    const phone = within(container.querySelector("details") as HTMLElement);
    expect(phone.getByRole("link", { name: "アカウント設定" })).toHaveAttribute("href", "/settings");
    expect(phone.getByRole("link", { name: "プライバシー設定" })).toHaveAttribute("href", "/settings/privacy");
  });
});
