import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import * as React from "react";
import type { CurrentUser } from "@core/api/current-user";
import type { EntryCourse } from "@core/api/courses";
import type { EventDetail } from "@core/api/event-detail";
import { parseEntryPagePath } from "@core/entries/entry-routes";
import { testCurrentUser } from "@core/test-support/current-user";
import type { CurrentUserState, CurrentUserStore } from "@/features/auth";
import { errorAnswer, fakeApi } from "../test/fake-api";
import { testApiSchedule, testCourse, testEventDetail, testMyEntry } from "../test/entry-fixtures";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { EntryCoursesPage } from "./entry-courses-page";

const NOW = new Date("2027-07-01T00:00:00.000Z");
const route = parseEntryPagePath("/events/internship/10/schedules/101/courses") as Extract<
  ReturnType<typeof parseEntryPagePath>,
  { kind: "courses" }
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
  storeOf({ status: "signed_in", user: testCurrentUser({ graduate_year_number: 2027, ...user }) });

const COURSES = [
  testCourse({ id: 501, title: "エンジニアコース", display_order: 2, remaining_seat_count: 3 }),
  testCourse({
    id: 502,
    title: "デザイナーコース",
    display_order: 1,
    lottery: true,
    description: "UIデザインを体験します。",
  }),
  testCourse({
    id: 503,
    title: "企画コース",
    display_order: 3,
    has_reached_admission_limit: true,
    remaining_seat_count: 0,
  }),
  testCourse({
    id: 504,
    title: "営業コース",
    display_order: 4,
    taking_entries: false,
    time_limit_at: "2027-06-20T00:00:00.000Z",
  }),
];

function serve({
  event = testEventDetail({ schedules: [testApiSchedule({ has_course: true })] }),
  entries = [] as unknown[],
  courses = COURSES as EntryCourse[],
  coursesStatus = 200,
}: { event?: EventDetail; entries?: unknown[]; courses?: EntryCourse[]; coursesStatus?: number } = {}) {
  return fakeApi((request) => {
    const path = request.url.split("?")[0];
    if (path === "/api/v1/events/10") return { status: 200, body: event };
    if (path === "/api/v1/entries") return { status: 200, body: { entries, total_counts: entries.length } };
    if (path === "/api/v1/events/10/schedules/101/courses")
      return coursesStatus === 200
        ? { status: 200, body: { schedule_id: 101, courses } }
        : errorAnswer(coursesStatus, "not_found");
    return errorAnswer(404, "not_found");
  });
}

function renderPage(
  props: Partial<React.ComponentProps<typeof EntryCoursesPage>> &
    Pick<React.ComponentProps<typeof EntryCoursesPage>, "client">,
) {
  const navigateTo = jest.fn(async () => undefined);
  render(
    <EntryCoursesPage
      route={route}
      userStore={signedIn()}
      now={() => NOW}
      navigateTo={navigateTo}
      useCoursesFlag={() => true}
      {...props}
    />,
  );
  return { navigateTo };
}

describe("EntryCoursesPage", () => {
  it("shows the event, the schedule and the courses as one radio group in display order", async () => {
    const { client, received } = serve();
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: "コース選択" })).toHaveFocus();
    expect(screen.getByText("夏のエンジニア職インターンシップ")).toBeInTheDocument();
    expect(screen.getByText("8月1日(日) 10:00")).toBeInTheDocument();
    const group = screen.getByRole("group", { name: "参加するコース" });
    const radios = within(group).getAllByRole("radio");
    // デザイナー (display_order 1), エンジニア (2), 企画 (3), 営業 (4).
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(["502", "501", "503", "504"]);
    expect(radios[0]).toHaveAccessibleName("デザイナーコース");
    expect(screen.getByRole("radio", { name: "デザイナーコース" })).toHaveAccessibleDescription(/抽選/);
    expect(screen.getByRole("radio", { name: "デザイナーコース" })).toHaveAccessibleDescription(
      /UIデザインを体験します。/,
    );
    expect(screen.getByRole("radio", { name: "エンジニアコース" })).toHaveAccessibleDescription(
      /定員10名・残りわずか（3席）/,
    );
    expect(screen.getByRole("radio", { name: "デザイナーコース" })).toHaveAccessibleDescription(/定員10名・残り10席/);
    expect(screen.getByRole("radio", { name: "エンジニアコース" })).toHaveAccessibleDescription(
      /締切 7月25日\(日\) 23:59/,
    );
    expect(received.map((request) => request.url)).toEqual([
      "/api/v1/events/10",
      "/api/v1/entries?scope=upcoming&per=50",
      "/api/v1/events/10/schedules/101/courses",
    ]);
  });

  it("sends events with an application_url to the company's site, counting the click as entry-via-external-link in the event's category", async () => {
    const { client } = serve({
      event: testEventDetail({
        application_url: "https://recruit.example.jp/apply",
        schedules: [testApiSchedule({ has_course: true })],
      }),
    });
    renderPage({ client });
    const link = await screen.findByRole("link", { name: /企業の採用サイトへ/ });
    expect(link).toHaveAttribute("href", "https://recruit.example.jp/apply");
    resetDataLayer();
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(dataLayerEntries()).toEqual([
      { event: "entry-via-external-link", category: "internship", interaction: "click", event_id: 10 },
    ]);
  });

  it("disables a full course and a closed course, with the reason", async () => {
    const { client } = serve();
    renderPage({ client });
    const full = await screen.findByRole("radio", { name: "企画コース" });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription(/満席/);
    expect(full).toHaveAccessibleDescription(/定員に達したため選べません/);
    const closed = screen.getByRole("radio", { name: "営業コース" });
    expect(closed).toBeDisabled();
    expect(closed).toHaveAccessibleDescription(/受付終了/);
    expect(screen.getByRole("radio", { name: "エンジニアコース" })).toBeEnabled();
  });

  it("goes to the confirm page with the chosen course_id", async () => {
    const { client } = serve();
    const { navigateTo } = renderPage({ client });
    fireEvent.click(await screen.findByRole("radio", { name: "エンジニアコース" }));
    fireEvent.click(screen.getByRole("button", { name: "このコースで次へ" }));
    expect(navigateTo).toHaveBeenCalledWith("/events/internship/10/schedules/101/confirm?course_id=501");
  });

  it("asks for a course when none is chosen", async () => {
    const { client } = serve();
    const { navigateTo } = renderPage({ client });
    fireEvent.click(await screen.findByRole("button", { name: "このコースで次へ" }));
    expect(screen.getByRole("alert")).toHaveTextContent("コースを選んでください。");
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("sends the visitor to / when entry_courses_with_event is off, without calling the API", async () => {
    const { client, received } = serve();
    const { navigateTo } = renderPage({ client, useCoursesFlag: () => false });
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith("/", { replace: true }));
    expect(received).toHaveLength(0);
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("waits for the run-time flag", async () => {
    const { client, received } = serve();
    const { navigateTo } = renderPage({ client, useCoursesFlag: () => undefined });
    await act(async () => undefined);
    expect(screen.getByRole("status")).toHaveTextContent("読み込んでいます…");
    expect(navigateTo).not.toHaveBeenCalled();
    expect(received).toHaveLength(0);
  });

  it("asks anonymous visitors to sign in, coming back to this page", async () => {
    const { client, received } = serve();
    renderPage({ client, userStore: storeOf({ status: "anonymous", user: null }) });
    expect(screen.getByRole("heading", { level: 1, name: "ログインが必要です" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ログインする" })).toHaveAttribute(
      "href",
      "/login?return_to=%2Fevents%2Finternship%2F10%2Fschedules%2F101%2Fcourses",
    );
    await act(async () => undefined);
    expect(received).toHaveLength(0);
  });

  it.each([
    [
      "an unknown schedule",
      { event: testEventDetail({ schedules: [testApiSchedule({ id: 555 })] }) },
      "日程が見つかりません",
    ],
    ["an unknown schedule (404 from the courses call)", { coursesStatus: 404 }, "日程が見つかりません"],
    ["a schedule without courses", { courses: [] }, "この日程には選べるコースがありません"],
    ["a schedule already entered", { entries: [testMyEntry()] }, "この日程にはエントリー済みです"],
    [
      "a stopped schedule",
      { event: testEventDetail({ schedules: [testApiSchedule({ has_course: true, stopped_entry: true })] }) },
      "この日程の受付は終了しました",
    ],
    ["only closed courses", { courses: [testCourse({ taking_entries: false })] }, "この日程の受付は終了しました"],
    [
      "only full courses",
      {
        courses: [
          testCourse({ has_reached_admission_limit: true, remaining_seat_count: 0 }),
          testCourse({ id: 502, taking_entries: false }),
        ],
      },
      "この日程は満席になりました",
    ],
    [
      "an event for other graduation years",
      { event: testEventDetail({ event_graduate_years: [2028], schedules: [testApiSchedule({ has_course: true })] }) },
      "このイベントの対象外です",
    ],
  ])("explains %s in Japanese with the way back", async (_case, setup, title) => {
    const { client } = serve(setup);
    renderPage({ client });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toHaveFocus();
    expect(screen.getByRole("link", { name: "イベントページに戻る" })).toHaveAttribute("href", "/events/internship/10");
    expect(screen.queryByRole("button", { name: "このコースで次へ" })).toBeNull();
  });
});
