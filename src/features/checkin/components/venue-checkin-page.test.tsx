import { navigate } from "gatsby";
import { fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import type { VenueCheckinResponse } from "@core/api/checkin";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { testEntry, testMyEntry } from "@/features/entries/test/entry-fixtures";
import { errorAnswer, fakeApi, type FakeAnswer } from "@/features/entries/test/fake-api";
import { VenueCheckinPage } from "./venue-checkin-page";

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
const anonymous = storeOf({ status: "anonymous", user: null });
const loading = storeOf({ status: "loading", user: null });

function answer(status: VenueCheckinResponse["status"]): FakeAnswer {
  const mine = testMyEntry();
  return {
    status: 200,
    body: {
      status,
      entry: testEntry({ state: "attended" }),
      event: { id: 40, title: "ミライ合同企業説明会", category: "gosetsu" },
      schedule: mine.schedule,
    },
  };
}
const refused = (reason: string): FakeAnswer => ({
  status: 409,
  body: { error: { status: 409, code: "checkin_refused", message: "refused", details: { reason } } },
});

function serve(answers: (index: number) => FakeAnswer) {
  let posts = 0;
  return fakeApi((request) =>
    request.method === "POST" && request.url === "/api/v1/events/40/event_in/attend"
      ? answers(posts++)
      : errorAnswer(404, "not_found"),
  );
}

const renderPage = (props: Partial<React.ComponentProps<typeof VenueCheckinPage>>) =>
  render(<VenueCheckinPage eventId={40} code="v1.door-code" userStore={signedIn} {...props} />);

beforeEach(() => {
  jest.mocked(navigate).mockClear();
});

describe("VenueCheckinPage", () => {
  it("shows the loading status while the session is asked about", () => {
    const { client, received } = serve(() => answer("attended"));
    renderPage({ client, userStore: loading });
    expect(screen.getByRole("status")).toHaveTextContent("受付しています…");
    expect(received).toHaveLength(0);
  });

  it("posts the code once and says 受付が完了しました with the event and schedule", async () => {
    const { client, received } = serve(() => answer("attended"));
    render(
      <React.StrictMode>
        <VenueCheckinPage eventId={40} code="v1.door-code" userStore={signedIn} client={client} />
      </React.StrictMode>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "受付が完了しました" })).toHaveFocus();
    expect(screen.getByText("ミライ合同企業説明会")).toBeInTheDocument();
    expect(screen.getByText("東京会場")).toBeInTheDocument();
    expect(screen.getByText("8月1日(日) 10:00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "体験記を書く" })).toHaveAttribute(
      "href",
      "/event_reviews/new?event_id=40",
    );
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toEqual({ code: "v1.door-code" });
    expect(received[0]!.headers["x-csrf-token"]).toBe("csrf-1");
  });

  it("says 受付済みです on a replay", async () => {
    const { client } = serve(() => answer("already_attended"));
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: "受付済みです" })).toBeInTheDocument();
  });

  it.each([
    ["no_entry", "このイベントへのエントリーが見つかりません"],
    ["wrong_day", "本日はこのイベントの開催日ではありません"],
    ["code_expired", "受付コードの有効期限が切れています。会場のQRコードをもう一度読み取ってください"],
    ["invalid_code", "受付コードが正しくありません"],
  ])("explains the refusal %s in Japanese", async (reason, message) => {
    const { client } = serve(() => refused(reason));
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: "受付できませんでした" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(message);
  });

  it("sends an anonymous visitor to sign in and back to this address, code included", () => {
    const { client, received } = serve(() => answer("attended"));
    renderPage({ client, userStore: anonymous });
    expect(screen.getByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      `/login?return_to=${encodeURIComponent("/event_in/attend/events/40?code=v1.door-code")}`,
    );
    expect(navigate).toHaveBeenCalledWith(
      `/login?return_to=${encodeURIComponent("/event_in/attend/events/40?code=v1.door-code")}`,
      { replace: true },
    );
    expect(received).toHaveLength(0);
  });

  it("explains a missing code and an address that names no event", () => {
    const { client, received } = serve(() => answer("attended"));
    const first = renderPage({ client, code: null });
    expect(screen.getByRole("heading", { name: "受付コードがありません" })).toBeInTheDocument();
    first.unmount();
    renderPage({ client, eventId: null });
    expect(screen.getByRole("heading", { name: "イベントが見つかりません" })).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it("offers to try again after a failure, and sends the code once more only then", async () => {
    const { client, received } = serve((index) =>
      index === 0 ? errorAnswer(500, "internal_error") : answer("attended"),
    );
    renderPage({ client });
    fireEvent.click(await screen.findByRole("button", { name: "もう一度試す" }));
    expect(await screen.findByRole("heading", { name: "受付が完了しました" })).toBeInTheDocument();
    expect(received.filter((request) => request.method === "POST")).toHaveLength(2);
  });
});
