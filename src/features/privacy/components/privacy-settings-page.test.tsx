import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import * as React from "react";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { apiError, fakeRequester, testCurrentUser } from "@/features/auth/test-support";
import { PrivacySettingsPage } from "./privacy-settings-page";
import { DataExportSection } from "./data-export-section";
import { attachmentFilename } from "../api/data-export";

function storeOf(state: CurrentUserState): CurrentUserStore {
  return {
    getSnapshot: () => state,
    subscribe: () => () => undefined,
    ensureLoaded: async () => state,
    setAnonymous: () => undefined,
    updateUser: () => undefined,
  };
}
const signedIn = () => storeOf({ status: "signed_in", user: testCurrentUser() });
const UNTIL = "2026-11-26T03:10:00.000Z";

beforeEach(() => {
  jest.mocked(navigate).mockClear();
});

async function reauthenticate() {
  fireEvent.click(screen.getByRole("button", { name: "確認コードをメールで受け取る" }));
  const input = await screen.findByLabelText("確認コード（6桁）");
  await waitFor(() => expect(input).toHaveFocus());
  fireEvent.change(input, { target: { value: "１２３ ４５６" } });
  fireEvent.click(screen.getByRole("button", { name: "本人確認する" }));
  await screen.findByText(/本人確認が済みました（12:10まで有効）/);
}

describe("PrivacySettingsPage", () => {
  it("sends an anonymous visitor to sign in and back", () => {
    render(
      <PrivacySettingsPage
        client={fakeRequester(() => null)}
        userStore={storeOf({ status: "anonymous", user: null })}
      />,
    );
    expect(navigate).toHaveBeenCalledWith("/login?return_to=%2Fsettings%2Fprivacy", { replace: true });
    expect(screen.getByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fsettings%2Fprivacy",
    );
  });

  it("focuses its heading, explains what is held, and offers download and deletion only after 本人確認", async () => {
    const client = fakeRequester((request) =>
      request.path.endsWith("reauthentications") ? { reauthenticated_until: UNTIL } : { sent: true },
    );
    render(<PrivacySettingsPage client={client} userStore={signedIn()} />);
    expect(screen.getByRole("heading", { level: 1, name: "プライバシー設定" })).toHaveFocus();
    expect(screen.getByText(/ログイン履歴（日時と方法/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "データをダウンロード（JSON）" })).toBeNull();
    expect(screen.queryByRole("button", { name: "アカウントを削除する" })).toBeNull();
    await reauthenticate();
    expect(client.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ["POST", "/api/v1/users/me/reauthentication_mails", undefined],
      ["POST", "/api/v1/users/me/reauthentications", { code: "123456" }],
    ]);
    expect(screen.getByRole("button", { name: "データをダウンロード（JSON）" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "アカウントを削除する" })).toBeInTheDocument();
  });

  it("announces a wrong code and a code of the wrong shape", async () => {
    const client = fakeRequester((request) => {
      if (request.path.endsWith("reauthentications")) throw apiError(400, "invalid_sign_in_code");
      return { sent: true };
    });
    render(<PrivacySettingsPage client={client} userStore={signedIn()} />);
    fireEvent.click(screen.getByRole("button", { name: "確認コードをメールで受け取る" }));
    const input = await screen.findByLabelText("確認コード（6桁）");
    fireEvent.change(input, { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "本人確認する" }));
    expect(await screen.findByText("確認コードは6桁の数字で入力してください")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(input, { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "本人確認する" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("確認コードが正しくないか、有効期限が切れています");
  });

  it("deletes only after the typed confirmation, then signs out and shows the completion", async () => {
    // a store that tells its subscribers, as the real one does: going anonymous must not send the student to /login
    let state: CurrentUserState = { status: "signed_in", user: testCurrentUser() };
    const listeners = new Set<() => void>();
    const setAnonymous = jest.fn(() => {
      state = { status: "anonymous", user: null };
      listeners.forEach((listener) => listener());
    });
    const store: CurrentUserStore = {
      getSnapshot: () => state,
      subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      ensureLoaded: async () => state,
      setAnonymous,
      updateUser: () => undefined,
    };
    const client = fakeRequester((request) => {
      if (request.path.endsWith("reauthentications")) return { reauthenticated_until: UNTIL };
      if (request.path.endsWith("deletion")) return { deleted: true, canceled_entry_count: 1 };
      return { sent: true };
    });
    document.cookie = "mirai_signed_in=1; path=/";
    render(<PrivacySettingsPage client={client} userStore={store} />);
    await reauthenticate();
    fireEvent.click(screen.getByRole("button", { name: "アカウントを削除する" }));
    const confirmation = screen.getByLabelText("確認のため「退会する」と入力してください");
    await waitFor(() => expect(confirmation).toHaveFocus());
    fireEvent.click(screen.getByRole("button", { name: "完全に削除する" }));
    expect(confirmation).toHaveAttribute("aria-invalid", "true");
    expect(client.requests.some((request) => request.path.endsWith("deletion"))).toBe(false);
    fireEvent.change(confirmation, { target: { value: "退会する" } });
    fireEvent.click(screen.getByRole("button", { name: "完全に削除する" }));
    const done = await screen.findByRole("heading", { level: 1, name: "アカウントを削除しました" });
    expect(done).toHaveFocus();
    expect(client.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/api/v1/users/me/deletion",
      body: { confirmation: "退会する" },
    });
    expect(setAnonymous).toHaveBeenCalled();
    expect(screen.getByRole("heading", { level: 1, name: "アカウントを削除しました" })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain("mirai_signed_in=1");
  });

  it("goes back to 本人確認 when the 10 minutes are over", async () => {
    const client = fakeRequester((request) => {
      if (request.path.endsWith("reauthentications")) return { reauthenticated_until: UNTIL };
      if (request.path.endsWith("data_export")) throw apiError(403, "reauthentication_required");
      return { sent: true };
    });
    render(<PrivacySettingsPage client={client} userStore={signedIn()} />);
    await reauthenticate();
    fireEvent.click(screen.getByRole("button", { name: "データをダウンロード（JSON）" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("本人確認の有効期限（10分）が切れました");
    expect(screen.queryByRole("button", { name: "データをダウンロード（JSON）" })).toBeNull();
  });
});

describe("DataExportSection", () => {
  it("saves the answer under the server's file name", async () => {
    const save = jest.fn();
    const client = fakeRequester((request) => {
      request.onHeaders?.(
        new Headers({ "Content-Disposition": 'attachment; filename="mirai-career-data-20261126.json"' }),
      );
      return { format_version: 1 };
    });
    render(
      <DataExportSection client={client} reauthenticated onReauthenticationNeeded={() => undefined} save={save} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "データをダウンロード（JSON）" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "mirai-career-data-20261126.json をダウンロードしました。",
    );
    expect(save).toHaveBeenCalledWith({ format_version: 1 }, "mirai-career-data-20261126.json");
    expect(client.requests[0]).toMatchObject({ path: "/api/v1/users/me/data_export" });
    expect(client.requests[0]!.query).toBeUndefined();
  });

  it("reads the attachment's file name, with a fallback", () => {
    expect(attachmentFilename('attachment; filename="mirai-career-data-20261126.json"')).toBe(
      "mirai-career-data-20261126.json",
    );
    expect(attachmentFilename(null)).toBe("mirai-career-data.json");
  });
});
