import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import type { CourseDetailResponse } from "@core/api/courses";
import type { MyEntry } from "@core/api/entries";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { errorAnswer, fakeApi, type FakeAnswer } from "../test/fake-api";
import { testCourse, testMyEntry } from "../test/entry-fixtures";
import { CourseEntryPage } from "./course-entry-page";

const NOW = new Date("2027-07-01T00:00:00.000Z");

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

function detail(entry: MyEntry | null, course = testCourse()): CourseDetailResponse {
  const mine = testMyEntry();
  return {
    course,
    event: { ...mine.event },
    schedule: mine.schedule,
    entry,
  };
}

function serve(answers: (index: number) => FakeAnswer, cancel: FakeAnswer = { status: 204 }) {
  let gets = 0;
  return fakeApi((request) => {
    if (request.method === "GET" && request.url === "/api/v1/event_entry_courses/501") return answers(gets++);
    if (request.method === "DELETE" && request.url === "/api/v1/entries/900") return cancel;
    return errorAnswer(404, "not_found");
  });
}

const renderPage = (
  props: Partial<React.ComponentProps<typeof CourseEntryPage>> &
    Pick<React.ComponentProps<typeof CourseEntryPage>, "client">,
) => render(<CourseEntryPage courseId={501} userStore={signedIn} now={() => NOW} {...props} />);

describe("CourseEntryPage", () => {
  it("shows the course, the student's state and the schedule, with a link to the event page", async () => {
    const { client } = serve(() => ({ status: 200, body: detail(testMyEntry({ entry: { course_id: 501 } })) }));
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: "エンジニアコース" })).toHaveFocus();
    expect(screen.getByText("チームで小さなWebサービスを開発します。")).toBeInTheDocument();
    expect(screen.getByText("定員10名・残り10席")).toBeInTheDocument();
    expect(screen.getByText("エントリー済み")).toBeInTheDocument();
    expect(screen.getByText("夏のエンジニア職インターンシップ")).toBeInTheDocument();
    expect(screen.getByText("8月1日(日) 10:00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "イベントページへ" })).toHaveAttribute("href", "/events/internship/10");
    expect(screen.getByRole("button", { name: "エントリーをキャンセル" })).toBeInTheDocument();
    expect(screen.queryByText("抽選番号")).toBeNull();
  });

  it("shows a lottery course's application with its lottery code", async () => {
    const entry = testMyEntry({ entry: { course_id: 501, state: "pre_entried" }, lottery_code: "A7K2-93QX" });
    const { client } = serve(() => ({ status: 200, body: detail(entry, testCourse({ lottery: true })) }));
    renderPage({ client });
    expect(await screen.findByText("抽選申込中")).toBeInTheDocument();
    expect(screen.getByText("抽選")).toBeInTheDocument();
    expect(screen.getByText("抽選番号")).toBeInTheDocument();
    expect(screen.getByText("A7K2-93QX")).toBeInTheDocument();
  });

  it("offers no cancel when the entry is not cancelable", async () => {
    const { client } = serve(() => ({
      status: 200,
      body: detail(testMyEntry({ entry: { course_id: 501 }, cancelable: false })),
    }));
    renderPage({ client });
    await screen.findByText("エントリー済み");
    expect(screen.queryByRole("button", { name: "エントリーをキャンセル" })).toBeNull();
  });

  it("cancels through a dialog with the existing cancel endpoint, then shows the new state", async () => {
    const { client, received } = serve((index) =>
      index === 0
        ? { status: 200, body: detail(testMyEntry({ entry: { course_id: 501 } })) }
        : {
            status: 200,
            body: detail(testMyEntry({ entry: { course_id: 501, state: "canceled" }, cancelable: false })),
          },
    );
    renderPage({ client });
    fireEvent.click(await screen.findByRole("button", { name: "エントリーをキャンセル" }));
    const dialog = screen.getByRole("dialog", { name: "このコースのエントリーをキャンセルしますか？" });
    fireEvent.click(within(dialog).getByRole("button", { name: "キャンセルする" }));
    expect(await screen.findByText("キャンセル済み")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("エントリーをキャンセルしました。");
    const deletes = received.filter((request) => request.method === "DELETE");
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.headers["x-csrf-token"]).toBe("csrf-1");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says the student has no entry for the course yet", async () => {
    const { client } = serve(() => ({ status: 200, body: detail(null) }));
    renderPage({ client });
    expect(await screen.findByText(/このコースにはまだエントリーしていません/)).toBeInTheDocument();
  });

  it.each([
    ["an unknown course (404)", 501],
    ["a path that is not a course id", null],
  ])("explains %s in Japanese", async (_case, courseId) => {
    const { client } = serve(() => errorAnswer(404, "not_found"));
    renderPage({ client, courseId });
    expect(await screen.findByRole("heading", { level: 1, name: "コースが見つかりません" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "エントリーしたコース一覧へ" })).toHaveAttribute(
      "href",
      "/event_entry_courses",
    );
  });

  it("asks anonymous visitors to sign in, coming back to the course", async () => {
    const { client, received } = serve(() => ({ status: 200, body: detail(null) }));
    renderPage({ client, userStore: storeOf({ status: "anonymous", user: null }) });
    expect(screen.getByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fevent_entry_courses%2F501",
    );
    await act(async () => undefined);
    expect(received).toHaveLength(0);
  });
});
