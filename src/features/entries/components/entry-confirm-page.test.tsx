import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import * as React from "react";
import type { CurrentUser } from "@core/api/current-user";
import type { EventDetail } from "@core/api/event-detail";
import { parseEntryPagePath } from "@core/entries/entry-routes";
import { testCurrentUser } from "@core/test-support/current-user";
import { errorAnswer, fakeApi, type FakeAnswer, type FakeRequest } from "../test/fake-api";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import type { EntryCourse } from "@core/api/courses";
import { testApiSchedule, testCourse, testEventDetail, testMyEntry } from "../test/entry-fixtures";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { EntryConfirmPage } from "./entry-confirm-page";
import { apiPaths } from "@core/api-paths";
import { appQueryClient } from "@/lib/data/app-query-client";

const NOW = new Date("2027-07-01T00:00:00.000Z");
const route = parseEntryPagePath("/events/internship/10/schedules/101/confirm") as Extract<
  ReturnType<typeof parseEntryPagePath>,
  { kind: "confirm" }
>;

function storeOf(state: CurrentUserState): CurrentUserStore {
  return {
    getSnapshot: () => state,
    subscribe: () => () => undefined,
    ensureLoaded: async () => state,
    setAnonymous: () => undefined,
    updateUser: () => undefined,
  };
}
const signedIn = (user: Partial<CurrentUser> = {}) =>
  storeOf({
    status: "signed_in",
    user: testCurrentUser({
      last_name: "山田",
      first_name: "太郎",
      university: "ミライ大学",
      department: "工学部",
      graduate_year: "2027年卒",
      graduate_year_number: 2027,
      ...user,
    }),
  });

type PostAnswer = (index: number) => FakeAnswer;

async function serve({
  event = testEventDetail(),
  entries = [] as unknown[],
  eventStatus = 200,
  post,
}: {
  event?: EventDetail;
  entries?: unknown[];
  eventStatus?: number;
  post?: PostAnswer;
}) {
  let posts = 0;
  return fakeApi((request) => {
    const path = request.url.split("?")[0];
    if (request.method === "GET" && path === "/api/v1/events/10")
      return eventStatus === 200 ? { status: 200, body: event } : errorAnswer(eventStatus, "not_found");
    if (request.method === "GET" && path === "/api/v1/entries")
      return { status: 200, body: { entries, total_counts: entries.length } };
    if (request.method === "POST" && path === "/api/v1/events/10/schedules/101/entries") {
      return (post ?? (() => ({ status: 201, body: { entry: testMyEntry().entry } })))(posts++);
    }
    return errorAnswer(404, "not_found");
  });
}

function renderPage(
  props: Partial<React.ComponentProps<typeof EntryConfirmPage>> &
    Pick<React.ComponentProps<typeof EntryConfirmPage>, "client">,
) {
  const navigateTo = jest.fn(async () => undefined);
  render(
    <EntryConfirmPage
      route={route}
      userStore={signedIn()}
      now={() => NOW}
      navigateTo={navigateTo}
      useCoursesFlag={() => false}
      {...props}
    />,
  );
  return { navigateTo };
}

const posts = (received: FakeRequest[]) => received.filter((request) => request.method === "POST");

describe("EntryConfirmPage", () => {
  it("shows the schedule in Japan time, what happens next and the student's name and school as they will be sent", async () => {
    const { client, received } = await serve({});
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: "エントリー内容の確認" })).toHaveFocus();
    expect(screen.getByText("夏のエンジニア職インターンシップ")).toBeInTheDocument();
    expect(screen.getByText("株式会社ミライテック")).toBeInTheDocument();
    // 01:00Z is 10:00 in Tokyo.
    expect(screen.getByText("8月1日(日) 10:00")).toHaveAttribute("datetime", "2027-08-01T10:00:00+09:00");
    expect(screen.getByText(/東京都 本社セミナールーム/)).toBeInTheDocument();
    expect(screen.getByText("山田 太郎")).toBeInTheDocument();
    expect(screen.getByText("ミライ大学 工学部")).toBeInTheDocument();
    expect(screen.getByText("2027年卒")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "このあとの流れ" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "この内容でエントリーする" })).toBeEnabled();
    // Nothing personal in any URL the page asked for.
    expect(received.map((request) => request.url)).toEqual([
      "/api/v1/events/10",
      "/api/v1/entries?scope=upcoming&per=50",
    ]);
  });

  it("shows オンライン for an online schedule", async () => {
    const { client } = await serve({
      event: testEventDetail({
        schedules: [testApiSchedule({ is_online: true, prefecture: null, place: null, detailed_address: null })],
      }),
    });
    renderPage({ client });
    expect(await screen.findByText("オンライン")).toBeInTheDocument();
  });

  it("posts once with an Idempotency-Key and goes to entry_complete with the entry in history state", async () => {
    const { client, received } = await serve({});
    const { navigateTo } = renderPage({ client });
    const button = await screen.findByRole("button", { name: "この内容でエントリーする" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    expect(navigateTo).toHaveBeenCalledWith("/events/internship/10/entry_complete", {
      state: { entryId: 900 },
      replace: true,
    });
    const sent = posts(received);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent[0]!.headers["x-csrf-token"]).toBe("csrf-1");
    expect(JSON.parse(sent[0]!.body)).toEqual({});
  });

  it("keeps the form after a server error and retries with the same key, so one entry is made", async () => {
    const { client, received } = await serve({
      post: (index) =>
        index === 0 ? errorAnswer(500, "internal_error") : { status: 201, body: { entry: testMyEntry().entry } },
    });
    const { navigateTo } = renderPage({ client });
    fireEvent.click(await screen.findByRole("button", { name: "この内容でエントリーする" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("時間をおいて、もう一度お試しください。");
    fireEvent.click(screen.getByRole("button", { name: "この内容でエントリーする" }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    const [first, second] = posts(received);
    expect(second!.headers["idempotency-key"]).toBe(first!.headers["idempotency-key"]);
  });

  it.each([
    ["schedule_full", "この日程は満席になりました", "定員に達したため"],
    ["entry_closed", "この日程の受付は終了しました", "締切を過ぎたか"],
    ["already_entered", "この日程にはエントリー済みです", "同じ日程に二度エントリーすることはできません"],
    ["not_eligible", "このイベントの対象外です", "卒業年度を対象としていない"],
  ])("explains a 409 %s in Japanese with the way back", async (code, title, message) => {
    const { client } = await serve({ post: () => errorAnswer(409, code) });
    renderPage({ client });
    fireEvent.click(await screen.findByRole("button", { name: "この内容でエントリーする" }));
    expect(await screen.findByRole("heading", { level: 1, name: title })).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("link", { name: "イベントページに戻る" })).toHaveAttribute("href", "/events/internship/10");
    expect(screen.queryByRole("button", { name: "この内容でエントリーする" })).toBeNull();
  });

  it("asks to sign in again when the POST answers 401", async () => {
    const { client } = await serve({ post: () => errorAnswer(401, "unauthorized") });
    renderPage({ client });
    fireEvent.click(await screen.findByRole("button", { name: "この内容でエントリーする" }));
    expect(await screen.findByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fevents%2Finternship%2F10%2Fschedules%2F101%2Fconfirm",
    );
  });

  it.each([
    [
      "a full schedule",
      {
        event: testEventDetail({
          schedules: [testApiSchedule({ has_reached_admission_limit: true, remaining_seat_count: 0 })],
        }),
      },
      "この日程は満席になりました",
    ],
    [
      "a stopped schedule",
      { event: testEventDetail({ schedules: [testApiSchedule({ stopped_entry: true })] }) },
      "この日程の受付は終了しました",
    ],
    [
      "a schedule past its deadline",
      { event: testEventDetail({ schedules: [testApiSchedule({ time_limit_at: "2027-06-30T00:00:00.000Z" })] }) },
      "この日程の受付は終了しました",
    ],
    [
      "a canceled schedule",
      { event: testEventDetail({ schedules: [testApiSchedule({ canceled: true })] }) },
      "この日程の受付は終了しました",
    ],
    ["a schedule already entered", { entries: [testMyEntry()] }, "この日程にはエントリー済みです"],
    [
      "an event for other graduation years",
      { event: testEventDetail({ event_graduate_years: [2028] }) },
      "このイベントの対象外です",
    ],
    [
      "an unknown schedule",
      { event: testEventDetail({ schedules: [testApiSchedule({ id: 555 })] }) },
      "日程が見つかりません",
    ],
    ["an event of another category", { event: testEventDetail({ category: "seminar" }) }, "日程が見つかりません"],
    ["an unknown event", { eventStatus: 404 }, "日程が見つかりません"],
  ])("shows no form for %s, only the explanation and the way back", async (_case, setup, title) => {
    const { client, received } = await serve(setup);
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "イベントページに戻る" })).toHaveAttribute("href", "/events/internship/10");
    expect(screen.queryByRole("button", { name: "この内容でエントリーする" })).toBeNull();
    expect(posts(received)).toHaveLength(0);
  });

  it("asks anonymous visitors to sign in, coming back to this page, without calling the API", async () => {
    const { client, received } = await serve({});
    renderPage({ client, userStore: storeOf({ status: "anonymous", user: null }) });
    expect(screen.getByRole("heading", { level: 1, name: "ログインが必要です" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fevents%2Finternship%2F10%2Fschedules%2F101%2Fconfirm",
    );
    await act(async () => undefined);
    expect(received).toHaveLength(0);
  });

  it("sends events with an application_url to the company's site", async () => {
    const { client } = await serve({ event: testEventDetail({ application_url: "https://recruit.example.jp/apply" }) });
    renderPage({ client });
    const link = await screen.findByRole("link", { name: /企業の採用サイトへ/ });
    expect(link).toHaveAttribute("href", "https://recruit.example.jp/apply");
    expect(link).toHaveAttribute("rel", "noopener");
    expect(screen.queryByRole("button", { name: "この内容でエントリーする" })).toBeNull();
    resetDataLayer();
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(dataLayerEntries()).toEqual([
      { event: "entry-via-external-link", category: "internship", interaction: "click", event_id: 10 },
    ]);
  });

  it("labels a lottery event's page as an application", async () => {
    const { client } = await serve({ event: testEventDetail({ lottery: true }) });
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: "抽選申し込み内容の確認" })).toBeInTheDocument();
  });
});

describe("EntryConfirmPage with entry courses (entry_courses_with_event on)", () => {
  const courseEvent = (scheduleOverrides = {}) =>
    testEventDetail({ schedules: [testApiSchedule({ has_course: true, ...scheduleOverrides })] });

  async function serveCourses({
    courses = [testCourse()],
    post,
    event = courseEvent(),
  }: {
    courses?: EntryCourse[];
    post?: PostAnswer;
    event?: EventDetail;
  }) {
    let posts = 0;
    return fakeApi((request) => {
      const path = request.url.split("?")[0];
      if (request.method === "GET" && path === "/api/v1/events/10") return { status: 200, body: event };
      if (request.method === "GET" && path === "/api/v1/entries")
        return { status: 200, body: { entries: [], total_counts: 0 } };
      if (request.method === "GET" && path === "/api/v1/events/10/schedules/101/courses")
        return { status: 200, body: { schedule_id: 101, courses } };
      if (request.method === "POST" && path === "/api/v1/events/10/schedules/101/entries") {
        return (post ?? (() => ({ status: 201, body: { entry: testMyEntry({ entry: { course_id: 501 } }).entry } })))(
          posts++,
        );
      }
      return errorAnswer(404, "not_found");
    });
  }

  const on = () => true;

  it("shows the chosen course in the summary and posts its course_id", async () => {
    const { client, received } = await serveCourses({});
    const { navigateTo } = renderPage({ client, useCoursesFlag: on, courseId: 501 });
    expect(await screen.findByRole("heading", { level: 1, name: "エントリー内容の確認" })).toBeInTheDocument();
    expect(screen.getByText("コース")).toBeInTheDocument();
    expect(screen.getByText("エンジニアコース")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "この内容でエントリーする" }));
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith("/events/internship/10/entry_complete", {
        state: { entryId: 900 },
        replace: true,
      }),
    );
    expect(JSON.parse(posts(received)[0]!.body)).toEqual({ course_id: 501 });
  });

  it("labels a lottery course as an application, with the 抽選 note", async () => {
    const { client } = await serveCourses({ courses: [testCourse({ lottery: true })] });
    renderPage({ client, useCoursesFlag: on, courseId: 501 });
    expect(await screen.findByRole("heading", { level: 1, name: "抽選申し込み内容の確認" })).toBeInTheDocument();
    expect(screen.getByText("抽選")).toBeInTheDocument();
    expect(screen.getByText(/このコースは抽選です/)).toBeInTheDocument();
  });

  it.each([
    ["without a course_id", null],
    ["with a course_id that is not a course of the schedule", 999],
  ])("sends the student to the courses page %s", async (_case, courseId) => {
    const { client, received } = await serveCourses({});
    const { navigateTo } = renderPage({ client, useCoursesFlag: on, courseId });
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith("/events/internship/10/schedules/101/courses", { replace: true }),
    );
    expect(screen.queryByRole("button", { name: "この内容でエントリーする" })).toBeNull();
    expect(posts(received)).toHaveLength(0);
  });

  it("stays on the chosen course when the courses page's answer is still cached as it mounts (no bounce back)", async () => {
    // what the courses page leaves in the app's query cache for this schedule, read before this page's event is in
    appQueryClient.setQueryData([apiPaths.scheduleCourses, { params: { event_id: 10, schedule_id: 101 } }], {
      schedule_id: 101,
      courses: [testCourse()],
    });
    const { client } = await serveCourses({});
    const { navigateTo } = renderPage({ client, useCoursesFlag: on, courseId: 501 });
    expect(await screen.findByRole("button", { name: "この内容でエントリーする" })).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("waits for the run-time flag before deciding anything", async () => {
    const { client, received } = await serveCourses({});
    renderPage({ client, useCoursesFlag: () => undefined, courseId: null });
    await act(async () => undefined);
    expect(screen.getByRole("status")).toHaveTextContent("読み込んでいます…");
    expect(received).toHaveLength(0);
  });

  it("ignores courses while the flag is off: the plain confirm page, posting no course_id", async () => {
    const { client, received } = await serveCourses({});
    const { navigateTo } = renderPage({ client, useCoursesFlag: () => false, courseId: 501 });
    fireEvent.click(await screen.findByRole("button", { name: "この内容でエントリーする" }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1));
    expect(JSON.parse(posts(received)[0]!.body)).toEqual({});
    expect(received.some((request) => request.url.includes("/courses"))).toBe(false);
  });

  it.each([
    [
      "a full course",
      testCourse({ has_reached_admission_limit: true, remaining_seat_count: 0 }),
      "このコースは満席です",
    ],
    [
      "a course past its deadline",
      testCourse({ time_limit_at: "2027-06-30T00:00:00.000Z" }),
      "このコースの受付は終了しました",
    ],
    ["a course no longer taking entries", testCourse({ taking_entries: false }), "このコースの受付は終了しました"],
  ])("explains %s before the button, offering to choose again", async (_case, course, title) => {
    const { client, received } = await serveCourses({ courses: [course] });
    renderPage({ client, useCoursesFlag: on, courseId: 501 });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "コースを選び直す" })).toHaveAttribute(
      "href",
      "/events/internship/10/schedules/101/courses",
    );
    expect(posts(received)).toHaveLength(0);
  });

  it("uses the course's deadline, not the schedule's", async () => {
    const { client } = await serveCourses({
      event: courseEvent({ time_limit_at: "2027-06-30T00:00:00.000Z" }),
      courses: [testCourse({ time_limit_at: "2027-07-20T00:00:00.000Z" })],
    });
    renderPage({ client, useCoursesFlag: on, courseId: 501 });
    expect(await screen.findByRole("button", { name: "この内容でエントリーする" })).toBeEnabled();
  });

  it.each([
    [
      "409 schedule_full with the course",
      {
        status: 409,
        body: { error: { status: 409, code: "schedule_full", message: "full", details: { course_id: 501 } } },
      },
      "このコースは満席です",
      "定員に達したため、このコースには",
    ],
    [
      "409 entry_closed",
      errorAnswer(409, "entry_closed"),
      "このコースの受付は終了しました",
      "締切を過ぎたため、このコースには",
    ],
    [
      "400 invalid_parameter naming course_id",
      {
        status: 400,
        body: {
          error: {
            status: 400,
            code: "invalid_parameter",
            message: "course_id: not a course of this schedule",
            details: { issues: [{ parameter: "course_id", message: "x" }] },
          },
        },
      },
      "コースを選んでください",
      "コース選択の画面から",
    ],
  ])("explains a refused POST (%s) in Japanese with a way to choose again", async (_case, answer, title, message) => {
    const { client } = await serveCourses({ post: () => answer as FakeAnswer });
    renderPage({ client, useCoursesFlag: on, courseId: 501 });
    fireEvent.click(await screen.findByRole("button", { name: "この内容でエントリーする" }));
    expect(await screen.findByRole("heading", { level: 1, name: title })).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("link", { name: "コースを選び直す" })).toHaveAttribute(
      "href",
      "/events/internship/10/schedules/101/courses",
    );
    expect(screen.getByRole("link", { name: "イベントページに戻る" })).toHaveAttribute("href", "/events/internship/10");
  });
});
