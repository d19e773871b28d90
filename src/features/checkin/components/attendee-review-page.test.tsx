import { navigate } from "gatsby";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import type { EventHostCompany } from "@core/api/event-list";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { testEntry, testEventDetail } from "@/features/entries/test/entry-fixtures";
import { errorAnswer, fakeApi, type FakeAnswer } from "@/features/entries/test/fake-api";
import { AttendeeReviewPage } from "./attendee-review-page";

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

const company = (id: number, name: string): EventHostCompany => ({
  id,
  name,
  initial_char: name.slice(2, 3),
  square_logo: null,
  business_category_id: 1,
  business_category_name: "IT・通信",
  review_total_rating_average: null,
});
const tech = company(5, "株式会社ミライテック");
const bank = company(6, "株式会社ミライ銀行");

const attended = (notVoted: EventHostCompany[]) =>
  testEventDetail({
    id: 40,
    title: "夏のエンジニア職インターンシップ",
    category: "internship",
    entry: testEntry({ state: "attended" }),
    not_voted_companies: notVoted,
  });

const body =
  "グループワークでは実際の案件に近い課題に取り組みました。社員の方が各班についてくださり、質問にも丁寧に答えていただけました。";

function serve(
  details: () => FakeAnswer,
  post: () => FakeAnswer = () => ({ status: 201, body: { review: { id: 77 } } }),
) {
  return fakeApi((request) => {
    if (request.method === "GET" && request.url === "/api/v1/events/40") return details();
    if (request.method === "POST" && request.url === "/api/v1/events/40/event_reviews") return post();
    return errorAnswer(404, "not_found");
  });
}

function rate(axis: string, value: number) {
  const group = screen.getByRole("group", { name: new RegExp(axis) });
  fireEvent.click(within(group).getByRole("radio", { name: new RegExp(`^${value} `) }));
}

function fillEverything() {
  for (const axis of ["総合評価", "内容の充実度", "社員の対応", "企業理解への役立ち度"]) rate(axis, 4);
  fireEvent.change(screen.getByRole("textbox", { name: /タイトル/ }), {
    target: { value: "社員の方と話せて企業理解が深まった" },
  });
  fireEvent.change(screen.getByRole("textbox", { name: /本文/ }), { target: { value: body } });
}

beforeEach(() => {
  jest.mocked(navigate).mockClear();
});

describe("AttendeeReviewPage", () => {
  it("asks an anonymous visitor to sign in and come back", () => {
    render(
      <AttendeeReviewPage
        eventId={40}
        userStore={anonymous}
        client={serve(() => ({ status: 200, body: attended([tech]) })).client}
      />,
    );
    expect(screen.getByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fevent_reviews%2Fnew%3Fevent_id%3D40",
    );
    expect(navigate).toHaveBeenCalledWith("/login?return_to=%2Fevent_reviews%2Fnew%3Fevent_id%3D40", { replace: true });
  });

  it("checks every rule before sending and names each broken one under its field", async () => {
    const { client, received } = serve(() => ({ status: 200, body: attended([tech, bank]) }));
    render(<AttendeeReviewPage eventId={40} userStore={signedIn} client={client} />);
    expect(await screen.findByRole("heading", { level: 1, name: "体験記を書く" })).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: /本文/ }), { target: { value: "短い感想" } });
    fireEvent.click(screen.getByRole("button", { name: "体験記を投稿する" }));
    expect(screen.getByText("体験記を書く企業を選んでください")).toBeInTheDocument();
    expect(screen.getByText("総合評価を5段階で選んでください")).toBeInTheDocument();
    expect(screen.getByText("企業理解への役立ち度を5段階で選んでください")).toBeInTheDocument();
    expect(screen.getByText("タイトルを入力してください")).toBeInTheDocument();
    expect(screen.getByText("本文は50文字以上で入力してください（いま4文字）")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /タイトル/ })).toHaveAttribute("aria-invalid", "true");
    expect(received.filter((request) => request.method === "POST")).toHaveLength(0);
  });

  it("posts the review of the chosen company and offers the next one", async () => {
    const { client, received } = serve(() => ({ status: 200, body: attended([tech, bank]) }));
    render(<AttendeeReviewPage eventId={40} userStore={signedIn} client={client} />);
    await screen.findByRole("heading", { level: 1, name: "体験記を書く" });
    fireEvent.click(screen.getByRole("radio", { name: "株式会社ミライ銀行" }));
    fillEverything();
    fireEvent.click(screen.getByRole("button", { name: "体験記を投稿する" }));
    expect(await screen.findByRole("heading", { level: 1, name: "体験記を投稿しました" })).toBeInTheDocument();
    const post = received.find((request) => request.method === "POST");
    expect(JSON.parse(String(post?.body))).toEqual({
      company_id: 6,
      ratings: { overall: 4, content: 4, staff: 4, usefulness: 4 },
      title: "社員の方と話せて企業理解が深まった",
      body,
    });
    expect(screen.getByRole("link", { name: "株式会社ミライ銀行のイベントクチコミを見る" })).toHaveAttribute(
      "href",
      "/companies/6/event_reviews",
    );
    expect(screen.getByRole("button", { name: "続けて他の企業の体験記を書く（残り1社）" })).toBeInTheDocument();
  });

  it("explains that only attendees can write, and that every company is done", async () => {
    const notAttended = testEventDetail({
      id: 40,
      title: "夏のエンジニア職インターンシップ",
      entry: testEntry({ state: "entried" }),
      not_voted_companies: [],
    });
    const first = render(
      <AttendeeReviewPage
        eventId={40}
        userStore={signedIn}
        client={serve(() => ({ status: 200, body: notAttended })).client}
      />,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "体験記を書けるのはイベントに出席した方だけです" }),
    ).toBeInTheDocument();
    first.unmount();
    render(
      <AttendeeReviewPage
        eventId={40}
        userStore={signedIn}
        client={serve(() => ({ status: 200, body: attended([]) })).client}
      />,
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "すべての企業の体験記を投稿済みです" }),
    ).toBeInTheDocument();
  });

  it("turns a 403 from the API into the attendees-only explanation", async () => {
    const { client } = serve(
      () => ({ status: 200, body: attended([tech]) }),
      () => ({
        status: 403,
        body: { error: { status: 403, code: "forbidden", message: "no", details: { reason: "not_attended" } } },
      }),
    );
    render(<AttendeeReviewPage eventId={40} userStore={signedIn} client={client} />);
    await screen.findByRole("heading", { level: 1, name: "体験記を書く" });
    expect(screen.getByRole("radio", { name: "株式会社ミライテック" })).toBeChecked();
    fillEverything();
    fireEvent.click(screen.getByRole("button", { name: "体験記を投稿する" }));
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
        "体験記を書けるのはイベントに出席した方だけです",
      ),
    );
  });
});
