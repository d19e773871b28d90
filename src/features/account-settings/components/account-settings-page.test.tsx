import { QueryObserver } from "@tanstack/query-core";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import * as React from "react";
import type { CurrentUser } from "@core/api/current-user";
import type { MailMagazineOptionResponse } from "@core/api/user-registration-preferences";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { createCurrentUserStore } from "@/features/auth/current-user-store";
import { apiError, fakeRequester, testCurrentUser, type FakeHandler } from "@/features/auth/test-support";
import { appQueryClient } from "@/lib/data/app-query-client";
import { AccountSettingsPage } from "./account-settings-page";

// 1 June 2026 (JST): the selectable years are 2026…2032
const NOW = new Date("2026-06-01T00:00:00.000Z");
const FEED = "https://mirai-career.jp/api/v1/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics";
const ROTATED = "https://mirai-career.jp/api/v1/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics";
const MAIL: MailMagazineOptionResponse = {
  receive_mail_campaigns: ["weekly_magazine", "event_info"],
  needs_information_for_women: false,
  needs_information_for_international_students: true,
  is_student_athlete: false,
};

/** A real store, loaded with the student: what the header and the listings read. */
async function signedInStore(user: Partial<CurrentUser> = {}) {
  const store = createCurrentUserStore({
    hasSessionHint: () => true,
    clearSessionHint: () => undefined,
    loadCurrentUser: async () =>
      testCurrentUser({ scout_enabled: true, mail_campaign_types: ["weekly_magazine"], ...user }),
  });
  await store.ensureLoaded();
  return store;
}

const userOf = (store: CurrentUserStore) =>
  (store.getSnapshot() as Extract<CurrentUserState, { status: "signed_in" }>).user;

/** The API as the page calls it: GETs of the saved mail option and feed, with `overrides` for anything else. */
function api(overrides: FakeHandler = () => undefined, feed: string | null = FEED) {
  return fakeRequester((request) => {
    const answer = overrides(request);
    if (answer !== undefined) return answer;
    if (request.method === "GET" && request.path === "/api/v1/calendar_feed") return { url: feed };
    if (request.method === "GET" && request.path.endsWith("user_registration_mail_magazine_option")) return MAIL;
    throw new Error(`unexpected ${request.method} ${request.path}`);
  });
}

function sectionOf(name: string) {
  return within(screen.getByRole("region", { name }));
}

async function renderPage(
  client: ReturnType<typeof api>,
  store: CurrentUserStore,
  writeClipboard?: (text: string) => Promise<void>,
) {
  render(<AccountSettingsPage client={client} userStore={store} now={() => NOW} writeClipboard={writeClipboard} />);
  await screen.findByRole("heading", { level: 1, name: "アカウント設定" });
}

beforeEach(() => {
  jest.mocked(navigate).mockClear();
});

describe("AccountSettingsPage", () => {
  it("sends an anonymous visitor to sign in and back", () => {
    const store = createCurrentUserStore({
      hasSessionHint: () => false,
      clearSessionHint: () => undefined,
      loadCurrentUser: async () => testCurrentUser(),
    });
    render(<AccountSettingsPage client={api()} userStore={store} />);
    expect(navigate).toHaveBeenCalledWith("/login?return_to=%2Fsettings", { replace: true });
    expect(screen.getByRole("link", { name: "ログインする" })).toHaveAttribute("href", "/login?return_to=%2Fsettings");
  });

  it("focuses its heading, links プライバシー設定, and labels every control", async () => {
    await renderPage(api(), await signedInStore());
    expect(screen.getByRole("heading", { level: 1, name: "アカウント設定" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "プライバシー設定" })).toHaveAttribute("href", "/settings/privacy");
    expect(screen.getByRole("combobox", { name: "卒業予定年" })).toHaveValue("2027");
    expect(screen.getByRole("radio", { name: "受け取る" })).toBeChecked();
    expect(await screen.findByRole("checkbox", { name: /週刊メールマガジン/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "フォロー企業の新着情報" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "留学生向けの情報" })).toBeChecked();
    expect(await screen.findByLabelText("カレンダー用アドレス")).toHaveValue(FEED);
  });

  it("changes the graduation year: the current user follows at once and every cached answer goes stale", async () => {
    const store = await signedInStore();
    const client = api((request) =>
      request.method === "PATCH" ? { graduate_year: "2029年卒", graduate_year_number: 2029 } : undefined,
    );
    // a listing on screen beside the settings (an observed query): it is asked again with the new year
    const listingFetches = jest.fn(async () => ({ events: [], total_counts: 0 }));
    const listing = new QueryObserver(appQueryClient, {
      queryKey: ["/api/v1/events", { query: { search_by_current_user_graduate_year: true } }],
      queryFn: listingFetches,
    });
    const stopListing = listing.subscribe(() => undefined);
    await waitFor(() => expect(listingFetches).toHaveBeenCalledTimes(1));
    await renderPage(client, store);
    const select = screen.getByRole("combobox", { name: "卒業予定年" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["選択してください", "2026年卒", "2027年卒", "2028年卒", "2029年卒", "2030年卒", "2031年卒", "2032年卒"]);
    fireEvent.change(select, { target: { value: "2029" } });
    fireEvent.click(screen.getByRole("button", { name: "卒業予定年を保存" }));
    expect(await screen.findByText(/卒業予定年を2029年卒に変更しました/)).toHaveAttribute("role", "status");
    expect(client.requests.filter((request) => request.method === "PATCH")).toMatchObject([
      { path: "/api/v1/users/graduate_year", body: { graduate_year: 2029 } },
    ]);
    expect(userOf(store)).toMatchObject({ graduate_year: "2029年卒", graduate_year_number: 2029 });
    await waitFor(() => expect(listingFetches).toHaveBeenCalledTimes(2));
    stopListing();
  });

  it("says in Japanese why a graduation year was refused, and the current user keeps the old one", async () => {
    const store = await signedInStore();
    const client = api((request) => {
      if (request.method === "PATCH") throw apiError(400, "invalid_parameter");
      return undefined;
    });
    await renderPage(client, store);
    fireEvent.change(screen.getByRole("combobox", { name: "卒業予定年" }), { target: { value: "2032" } });
    fireEvent.click(screen.getByRole("button", { name: "卒業予定年を保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "卒業予定年を保存できませんでした。卒業予定年は選択肢の中から選んでください。",
    );
    expect(userOf(store).graduate_year_number).toBe(2027);
  });

  it("asks a student whose stored year is no longer selectable to choose one, without calling the API", async () => {
    const client = api();
    await renderPage(client, await signedInStore({ graduate_year: "2020年卒", graduate_year_number: 2020 }));
    expect(screen.getByRole("combobox", { name: "卒業予定年" })).toHaveValue("");
    expect(screen.getByText(/現在の登録: 2020年卒/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "卒業予定年を保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("卒業予定年を選択してください。");
    expect(client.requests.some((request) => request.method === "PATCH")).toBe(false);
  });

  it("opts out of scout messages with the keyboard's radio buttons; the current user follows", async () => {
    const store = await signedInStore();
    const client = api((request) => (request.method === "PATCH" ? { scout_approved: false } : undefined));
    await renderPage(client, store);
    fireEvent.click(screen.getByRole("radio", { name: "受け取らない" }));
    fireEvent.click(screen.getByRole("button", { name: "スカウトの設定を保存" }));
    expect(await screen.findByText("企業からのスカウトを受け取らない設定にしました。")).toBeInTheDocument();
    expect(client.requests.filter((request) => request.method === "PATCH")).toMatchObject([
      { path: "/api/v1/users/receive_scout_message", body: { receive_scout_message: false } },
    ]);
    expect(userOf(store).scout_enabled).toBe(false);
  });

  it("keeps the scout choice when saving fails, with the reason in Japanese", async () => {
    const store = await signedInStore();
    const client = api((request) => {
      if (request.method === "PATCH") throw apiError(500, "internal_error");
      return undefined;
    });
    await renderPage(client, store);
    fireEvent.click(screen.getByRole("radio", { name: "受け取らない" }));
    fireEvent.click(screen.getByRole("button", { name: "スカウトの設定を保存" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "スカウトの設定を保存できませんでした。サーバーで問題が発生しました。",
    );
    expect(userOf(store).scout_enabled).toBe(true);
  });

  it("saves the mail choices through the registration's mail magazine option, in the spec's order", async () => {
    const store = await signedInStore();
    const saved: MailMagazineOptionResponse = {
      ...MAIL,
      receive_mail_campaigns: ["event_info", "whats_new_favorite_companies"],
      is_student_athlete: true,
    };
    const client = api((request) => (request.method === "PUT" ? saved : undefined));
    await renderPage(client, store);
    const mail = sectionOf("メールマガジン");
    fireEvent.click(await mail.findByRole("checkbox", { name: /週刊メールマガジン/ }));
    fireEvent.click(mail.getByRole("checkbox", { name: "フォロー企業の新着情報" }));
    fireEvent.click(mail.getByRole("checkbox", { name: "体育会・スポーツ経験者向けの情報" }));
    fireEvent.click(mail.getByRole("button", { name: "メールの設定を保存" }));
    expect(await mail.findByText("メールの設定を保存しました。")).toBeInTheDocument();
    expect(client.requests.filter((request) => request.method === "PUT")).toEqual([
      expect.objectContaining({
        path: "/api/v1/user_registrations/user_registration_mail_magazine_option",
        body: saved,
      }),
    ]);
    expect(userOf(store).mail_campaign_types).toEqual(["event_info", "whats_new_favorite_companies"]);
  });

  it("explains why the mail choices cannot be changed before the registration exists", async () => {
    const client = api((request) => {
      if (request.method === "GET" && request.path.endsWith("mail_magazine_option")) throw apiError(404, "not_found");
      return undefined;
    });
    await renderPage(client, await signedInStore());
    expect(await sectionOf("メールマガジン").findByRole("alert")).toHaveTextContent(
      "会員登録の手続きが済んでいないため、メールの設定はまだ変更できません。",
    );
  });

  it("issues the calendar address on first use, copies it, and replaces it only after a warning", async () => {
    let current: string | null = null;
    const client = api((request) => {
      if (request.method === "POST" && request.path === "/api/v1/calendar_feed") {
        current = current === null ? FEED : ROTATED;
        return { url: current };
      }
      return undefined;
    }, null);
    const writeClipboard = jest.fn(async () => undefined);
    await renderPage(client, await signedInStore(), writeClipboard);
    const calendar = sectionOf("カレンダー連携");
    fireEvent.click(await calendar.findByRole("button", { name: "カレンダー用アドレスを発行する" }));
    expect(await calendar.findByLabelText("カレンダー用アドレス")).toHaveValue(FEED);
    expect(calendar.getByText(/カレンダー用アドレスを発行しました/)).toBeInTheDocument();

    fireEvent.click(calendar.getByRole("button", { name: "アドレスをコピー" }));
    expect(await calendar.findByText("アドレスをコピーしました。")).toBeInTheDocument();
    expect(writeClipboard).toHaveBeenCalledWith(FEED);

    fireEvent.click(calendar.getByRole("button", { name: "アドレスを再発行する" }));
    expect(calendar.getByText(/今のアドレスはすぐに使えなくなり/)).toBeInTheDocument();
    fireEvent.click(calendar.getByRole("button", { name: "やめる" }));
    expect(client.requests.filter((request) => request.method === "POST")).toHaveLength(1);

    fireEvent.click(calendar.getByRole("button", { name: "アドレスを再発行する" }));
    fireEvent.click(calendar.getByRole("button", { name: "再発行する" }));
    expect(await calendar.findByText(/以前のアドレスは使えなくなりました/)).toBeInTheDocument();
    expect(calendar.getByLabelText("カレンダー用アドレス")).toHaveValue(ROTATED);
    expect(calendar.getByLabelText("カレンダー用アドレス")).toHaveFocus();
    expect(client.requests.filter((request) => request.method === "POST")).toHaveLength(2);
  });

  it("keeps the old calendar address on screen when replacing it fails, and says so", async () => {
    const client = api((request) => {
      if (request.method === "POST") throw apiError(503, "service_unavailable");
      return undefined;
    });
    await renderPage(client, await signedInStore());
    const calendar = sectionOf("カレンダー連携");
    fireEvent.click(await calendar.findByRole("button", { name: "アドレスを再発行する" }));
    fireEvent.click(calendar.getByRole("button", { name: "再発行する" }));
    expect(await calendar.findByRole("alert")).toHaveTextContent("カレンダー用アドレスを保存できませんでした。");
    expect(calendar.getByLabelText("カレンダー用アドレス")).toHaveValue(FEED);
  });

  it("selects the address for a manual copy when the clipboard refuses", async () => {
    const writeClipboard = jest.fn(async () => {
      throw new Error("denied");
    });
    await renderPage(api(), await signedInStore(), writeClipboard);
    const calendar = sectionOf("カレンダー連携");
    fireEvent.click(await calendar.findByRole("button", { name: "アドレスをコピー" }));
    expect(await calendar.findByRole("alert")).toHaveTextContent("コピーできませんでした。");
    await act(async () => undefined);
  });
});
