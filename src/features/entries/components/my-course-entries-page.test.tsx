import { act, render, screen, within } from "@testing-library/react";
import * as React from "react";
import type { MyCourseEntry } from "@core/api/courses";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { errorAnswer, fakeApi, type FakeAnswer } from "../test/fake-api";
import { testCourse, testMyEntry } from "../test/entry-fixtures";
import { MyCourseEntriesPage } from "./my-course-entries-page";

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

function serve(answer: FakeAnswer) {
  return fakeApi((request) => (request.url === "/api/v1/event_entry_courses" ? answer : errorAnswer(404, "not_found")));
}

const items: MyCourseEntry[] = [
  {
    course: testCourse({ id: 501, title: "エンジニアコース" }),
    entry: testMyEntry({ entry: { id: 900, course_id: 501, state: "entried" } }),
  },
  {
    course: testCourse({ id: 502, title: "デザイナーコース", lottery: true }),
    entry: testMyEntry({
      entry: { id: 901, event_id: 11, schedule_id: 111, course_id: 502, state: "pre_entried" },
      event: {
        id: 11,
        title: "デザイン職 1day仕事体験",
        category: "internship",
        company_name: "株式会社ミライデザイン",
      },
    }),
  },
];

describe("MyCourseEntriesPage", () => {
  it("lists the student's course entries with state, event link, date and place, each linking to its course", async () => {
    const { client } = serve({ status: 200, body: { course_entries: items } });
    render(<MyCourseEntriesPage client={client} userStore={signedIn} />);
    expect(await screen.findByRole("heading", { level: 1, name: "エントリーしたコース" })).toHaveFocus();
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first!).getByRole("link", { name: "エンジニアコース" })).toHaveAttribute(
      "href",
      "/event_entry_courses/501",
    );
    expect(within(first!).getByText("エントリー済み")).toBeInTheDocument();
    expect(within(first!).getByRole("link", { name: "夏のエンジニア職インターンシップ" })).toHaveAttribute(
      "href",
      "/events/internship/10",
    );
    expect(within(first!).getByText("8月1日(日) 10:00")).toBeInTheDocument();
    expect(within(first!).getByText("東京都 本社セミナールーム")).toBeInTheDocument();
    expect(within(second!).getByRole("link", { name: "デザイナーコース" })).toHaveAttribute(
      "href",
      "/event_entry_courses/502",
    );
    expect(within(second!).getByText("抽選申込中")).toBeInTheDocument();
    expect(within(second!).getByText("抽選")).toBeInTheDocument();
    expect(within(second!).getByRole("link", { name: "デザイン職 1day仕事体験" })).toHaveAttribute(
      "href",
      "/events/internship/11",
    );
  });

  it("shows an empty state with a way to internship events", async () => {
    const { client } = serve({ status: 200, body: { course_entries: [] } });
    render(<MyCourseEntriesPage client={client} userStore={signedIn} />);
    expect(await screen.findByText(/コースを選んでエントリーしたイベントはまだありません/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "インターンシップを探す" })).toHaveAttribute("href", "/events/internship");
  });

  it("asks anonymous visitors to sign in, coming back here, without calling the API", async () => {
    const { client, received } = serve({ status: 200, body: { course_entries: [] } });
    render(<MyCourseEntriesPage client={client} userStore={storeOf({ status: "anonymous", user: null })} />);
    expect(screen.getByRole("heading", { level: 1, name: "ログインが必要です" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fevent_entry_courses",
    );
    await act(async () => undefined);
    expect(received).toHaveLength(0);
  });

  it("asks to sign in when the session has ended (401)", async () => {
    const { client } = serve(errorAnswer(401, "unauthorized"));
    render(<MyCourseEntriesPage client={client} userStore={signedIn} />);
    expect(await screen.findByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fevent_entry_courses",
    );
  });

  it("explains a failure in Japanese", async () => {
    const { client } = serve(errorAnswer(500, "internal_error"));
    render(<MyCourseEntriesPage client={client} userStore={signedIn} />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "コースの一覧を読み込めませんでした" }),
    ).toBeInTheDocument();
  });
});
