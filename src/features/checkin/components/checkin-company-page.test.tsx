import { navigate } from "gatsby";
import { fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { errorAnswer, fakeApi, type FakeAnswer } from "@/features/entries/test/fake-api";
import { testCheckinCompany, testCheckinCompanyDetail } from "../test/checkin-fixtures";
import { CheckinCompanyPage } from "./checkin-company-page";

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

const CHECKED_AT = "2027-08-01T01:30:00.000Z";
const refused = (reason: string): FakeAnswer => ({
  status: 409,
  body: { error: { status: 409, code: "checkin_refused", message: "refused", details: { reason } } },
});

function serve(
  post: (index: number) => FakeAnswer,
  get: () => FakeAnswer = () => ({ status: 200, body: testCheckinCompanyDetail() }),
) {
  let posts = 0;
  return fakeApi((request) => {
    if (request.method === "GET" && request.url === "/api/v1/event_checkinable_companies/31") return get();
    if (request.method === "POST" && request.url === "/api/v1/event_checkinable_companies/31/checkins")
      return post(posts++);
    return errorAnswer(404, "not_found");
  });
}
const checkedIn = (status: "checked_in" | "already_checked_in"): FakeAnswer => ({
  status: 200,
  body: {
    ...testCheckinCompanyDetail({ checked_in_at: CHECKED_AT, company: testCheckinCompany({ is_checked_in: true }) }),
    status,
  },
});

const renderPage = (props: Partial<React.ComponentProps<typeof CheckinCompanyPage>>) =>
  render(<CheckinCompanyPage companyId={31} code="b1.booth-code" userStore={signedIn} {...props} />);

beforeEach(() => {
  jest.mocked(navigate).mockClear();
});

describe("CheckinCompanyPage", () => {
  it("shows the booth without a code: logo or initial, name, category, follow and the company page", async () => {
    const { client, received } = serve(() => checkedIn("checked_in"));
    renderPage({ client, code: null });
    expect(screen.getByRole("status")).toHaveTextContent("読み込んでいます…");
    expect(await screen.findByRole("heading", { level: 1, name: "株式会社ミライテック" })).toHaveFocus();
    expect(screen.getByText("IT・通信")).toBeInTheDocument();
    expect(screen.getByText("まだチェックインしていません")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "企業ページへ" })).toHaveAttribute("href", "/companies/5");
    expect(screen.getByRole("link", { name: "出展企業一覧へ" })).toHaveAttribute(
      "href",
      "/event_checkinable_companies?event_id=40",
    );
    expect(await screen.findByText("フォローする")).toBeInTheDocument();
    expect(received.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("checks in once with the code: チェックインしました", async () => {
    const { client, received } = serve(() => checkedIn("checked_in"));
    render(
      <React.StrictMode>
        <CheckinCompanyPage companyId={31} code="b1.booth-code" userStore={signedIn} client={client} />
      </React.StrictMode>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "チェックインしました" })).toBeInTheDocument();
    expect(screen.getByText(/✓ チェックイン済み/)).toHaveTextContent("8月1日(日) 10:30");
    const posts = received.filter((request) => request.method === "POST");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!.body)).toEqual({ code: "b1.booth-code" });
  });

  it("says チェックイン済みです on a replay", async () => {
    const { client } = serve(() => checkedIn("already_checked_in"));
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: "チェックイン済みです" })).toBeInTheDocument();
  });

  it.each([
    ["no_entry", "このイベントへのエントリーが見つかりません"],
    ["wrong_day", "本日はこのイベントの開催日ではありません"],
    ["invalid_code", "チェックインコードが正しくありません"],
  ])("explains the refusal %s in Japanese and still shows the booth", async (reason, message) => {
    const { client } = serve(() => refused(reason));
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: "チェックインできませんでした" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("heading", { name: "株式会社ミライテック" })).toBeInTheDocument();
  });

  it("offers an anonymous visitor with a code to sign in and come back with it", async () => {
    const { client, received } = serve(() => checkedIn("checked_in"));
    renderPage({ client, userStore: anonymous });
    expect(await screen.findByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      `/login?return_to=${encodeURIComponent("/event_checkinable_companies/31?code=b1.booth-code")}`,
    );
    expect(navigate).toHaveBeenCalledWith(
      `/login?return_to=${encodeURIComponent("/event_checkinable_companies/31?code=b1.booth-code")}`,
      { replace: true },
    );
    expect(received.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("offers to try again after a failure", async () => {
    const { client, received } = serve((index) =>
      index === 0 ? errorAnswer(503, "unavailable") : checkedIn("checked_in"),
    );
    renderPage({ client });
    fireEvent.click(await screen.findByRole("button", { name: "もう一度試す" }));
    expect(await screen.findByRole("heading", { name: "チェックインしました" })).toBeInTheDocument();
    expect(received.filter((request) => request.method === "POST")).toHaveLength(2);
  });

  it("explains an unknown booth or an address that names none", async () => {
    const { client } = serve(
      () => checkedIn("checked_in"),
      () => errorAnswer(404, "not_found"),
    );
    const first = renderPage({ client, code: null });
    expect(await screen.findByRole("heading", { name: "企業が見つかりません" })).toBeInTheDocument();
    first.unmount();
    renderPage({ client, companyId: null });
    expect(screen.getByRole("heading", { name: "企業が見つかりません" })).toBeInTheDocument();
  });
});
