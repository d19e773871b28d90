import { scheduleAction, type ActionEvent, type ActionSchedule, type ActionViewer } from "./schedule-action";
import { testMyEntry } from "./test/entry-fixtures";

const NOW = new Date("2027-07-01T00:00:00.000Z");

const schedule = (overrides: Partial<ActionSchedule> = {}): ActionSchedule => ({
  id: 101,
  start_at: "2027-08-01T01:00:00.000Z",
  time_limit_at: "2027-07-25T14:59:00.000Z",
  canceled: false,
  stopped_entry: false,
  has_reached_admission_limit: false,
  ...overrides,
});

const event = (overrides: Partial<ActionEvent> = {}): ActionEvent => ({
  id: 10,
  category: "internship",
  lottery: false,
  application_url: null,
  graduate_years: [2027, 2028],
  ...overrides,
});

const anonymous: ActionViewer = { status: "anonymous" };
const student = (overrides: Partial<Extract<ActionViewer, { status: "signed_in" }>> = {}): ActionViewer => ({
  status: "signed_in",
  graduateYear: 2027,
  entries: [],
  ...overrides,
});

describe("scheduleAction", () => {
  it("is pending before hydration (no time yet) and while the session or the entries are unknown", () => {
    expect(scheduleAction(schedule(), event(), student(), null)).toEqual({ kind: "pending" });
    expect(scheduleAction(schedule(), event(), { status: "pending" }, NOW)).toEqual({ kind: "pending" });
  });

  it("offers エントリーする, linking to the schedule's confirm page", () => {
    expect(scheduleAction(schedule(), event(), student(), NOW)).toEqual({
      kind: "enter",
      label: "エントリーする",
      href: "/events/internship/10/schedules/101/confirm",
    });
  });

  it("labels the button 抽選に申し込む for lottery events, and uses the route category selection for entry events", () => {
    expect(scheduleAction(schedule(), event({ lottery: true, category: "entry" }), student(), NOW)).toEqual({
      kind: "enter",
      label: "抽選に申し込む",
      href: "/events/selection/10/schedules/101/confirm",
    });
  });

  describe("schedules with entry courses", () => {
    it("leads エントリーする to the courses page while entry_courses_with_event is on", () => {
      expect(scheduleAction(schedule({ has_course: true }), event(), student(), NOW, { entryCourses: true })).toEqual({
        kind: "enter",
        label: "エントリーする",
        href: "/events/internship/10/schedules/101/courses",
      });
      expect(
        scheduleAction(schedule({ has_course: true }), event({ lottery: true }), student(), NOW, {
          entryCourses: true,
        }),
      ).toMatchObject({
        label: "抽選に申し込む",
        href: "/events/internship/10/schedules/101/courses",
      });
    });

    it("keeps the confirm page when the flag is off, or the schedule has no courses (or none known yet)", () => {
      expect(
        scheduleAction(schedule({ has_course: true }), event(), student(), NOW, { entryCourses: false }),
      ).toMatchObject({
        href: "/events/internship/10/schedules/101/confirm",
      });
      expect(scheduleAction(schedule({ has_course: true }), event(), student(), NOW)).toMatchObject({
        href: "/events/internship/10/schedules/101/confirm",
      });
      expect(
        scheduleAction(schedule({ has_course: false }), event(), student(), NOW, { entryCourses: true }),
      ).toMatchObject({
        href: "/events/internship/10/schedules/101/confirm",
      });
      expect(scheduleAction(schedule(), event(), student(), NOW, { entryCourses: true })).toMatchObject({
        href: "/events/internship/10/schedules/101/confirm",
      });
    });

    it("changes nothing else: anonymous visitors still sign in first, and closed schedules stay closed", () => {
      expect(scheduleAction(schedule({ has_course: true }), event(), anonymous, NOW, { entryCourses: true }).kind).toBe(
        "login",
      );
      expect(
        scheduleAction(schedule({ has_course: true, stopped_entry: true }), event(), student(), NOW, {
          entryCourses: true,
        }).kind,
      ).toBe("closed");
    });
  });

  it("sends anonymous visitors to sign in, coming back to the event page", () => {
    expect(scheduleAction(schedule(), event({ category: "seminar" }), anonymous, NOW)).toEqual({
      kind: "login",
      label: "ログインしてエントリー",
      href: "/login?return_to=%2Fevents%2Fseminar%2F10",
    });
  });

  it("links out for events with an application_url, whoever looks and whatever the schedule's state", () => {
    const external = { kind: "external", url: "https://recruit.example.jp/apply" };
    const withUrl = event({ application_url: "https://recruit.example.jp/apply" });
    expect(scheduleAction(schedule(), withUrl, anonymous, NOW)).toEqual(external);
    expect(scheduleAction(schedule({ has_reached_admission_limit: true }), withUrl, student(), NOW)).toEqual(external);
  });

  it("shows 中止 for a canceled schedule, before anything else of the student's", () => {
    const entries = [testMyEntry()];
    expect(scheduleAction(schedule({ canceled: true }), event(), student({ entries }), NOW)).toEqual({
      kind: "canceled",
      label: "中止",
    });
    expect(scheduleAction(schedule({ canceled: true }), event(), anonymous, NOW)).toEqual({
      kind: "canceled",
      label: "中止",
    });
  });

  it("shows 受付終了 when entry was stopped or the deadline (time limit, else the start) has passed", () => {
    const closed = { kind: "closed", label: "受付終了" };
    expect(scheduleAction(schedule({ stopped_entry: true }), event(), student(), NOW)).toEqual(closed);
    expect(scheduleAction(schedule({ time_limit_at: "2027-07-01T00:00:00.000Z" }), event(), student(), NOW)).toEqual(
      closed,
    );
    expect(
      scheduleAction(schedule({ time_limit_at: null, start_at: "2027-06-30T00:00:00.000Z" }), event(), anonymous, NOW),
    ).toEqual(closed);
    expect(scheduleAction(schedule({ time_limit_at: null }), event(), student(), NOW).kind).toBe("enter");
  });

  it("offers キャンセル待ちに登録 on a full schedule, 満席 to anonymous visitors and on lottery events, 受付終了 winning when both hold", () => {
    expect(scheduleAction(schedule({ has_reached_admission_limit: true }), event(), student(), NOW)).toEqual({
      kind: "waitlist",
      label: "キャンセル待ちに登録",
    });
    expect(
      scheduleAction(schedule({ has_reached_admission_limit: true }), event({ lottery: true }), student(), NOW),
    ).toEqual({ kind: "full", label: "満席" });
    expect(scheduleAction(schedule({ has_reached_admission_limit: true }), event(), anonymous, NOW)).toEqual({
      kind: "full",
      label: "満席",
    });
    expect(
      scheduleAction(schedule({ has_reached_admission_limit: true }), event(), student({ graduateYear: 2029 }), NOW)
        .kind,
    ).toBe("not_eligible");
    expect(
      scheduleAction(schedule({ has_reached_admission_limit: true, stopped_entry: true }), event(), student(), NOW)
        .kind,
    ).toBe("closed");
  });

  it("shows 対象外 with the reason when the event does not target the student's graduation year", () => {
    expect(scheduleAction(schedule(), event(), student({ graduateYear: 2029 }), NOW)).toEqual({
      kind: "not_eligible",
      label: "対象外",
      reason: "27卒・28卒の学生が対象のイベントです（あなたは29卒）。",
    });
  });

  it("lets the student enter when the year is unknown or the event targets every year", () => {
    expect(scheduleAction(schedule(), event(), student({ graduateYear: null }), NOW).kind).toBe("enter");
    expect(scheduleAction(schedule(), event({ graduate_years: [] }), student({ graduateYear: 2031 }), NOW).kind).toBe(
      "enter",
    );
  });

  it("shows the student's entry with キャンセル and 日程変更 where the state and the API allow", () => {
    const mine = testMyEntry({ cancelable: true, changeable_schedule_ids: [102, 103] });
    expect(scheduleAction(schedule(), event(), student({ entries: [mine] }), NOW)).toEqual({
      kind: "entered",
      label: "エントリー済み",
      entry: mine,
      cancelable: true,
      changeScheduleIds: [102, 103],
      seatHeldUntil: null,
      canJoinWaitlist: false,
    });
  });

  it("offers 参加を確定する while a waitlist seat is held, and the waitlist to a lottery loser", () => {
    const held = testMyEntry({ entry: { state: "remained" }, seat_held_until: "2027-07-02T00:00:00.000Z" });
    expect(scheduleAction(schedule(), event(), student({ entries: [held] }), NOW)).toMatchObject({
      label: "キャンセル待ち",
      seatHeldUntil: "2027-07-02T00:00:00.000Z",
    });
    const expired = testMyEntry({ entry: { state: "remained" }, seat_held_until: "2027-06-30T00:00:00.000Z" });
    expect(scheduleAction(schedule(), event(), student({ entries: [expired] }), NOW)).toMatchObject({
      seatHeldUntil: null,
    });
    const loser = testMyEntry({ entry: { state: "defeated" } });
    expect(scheduleAction(schedule(), event({ lottery: true }), student({ entries: [loser] }), NOW)).toMatchObject({
      label: "落選",
      canJoinWaitlist: true,
    });
    expect(
      scheduleAction(
        schedule({ start_at: "2027-06-30T00:00:00.000Z" }),
        event({ lottery: true }),
        student({ entries: [loser] }),
        NOW,
      ),
    ).toMatchObject({
      canJoinWaitlist: false,
    });
  });

  it("shows the entry even once the schedule is full or closed (the seat is the student's)", () => {
    const mine = testMyEntry();
    expect(
      scheduleAction(schedule({ has_reached_admission_limit: true }), event(), student({ entries: [mine] }), NOW).kind,
    ).toBe("entered");
    expect(scheduleAction(schedule({ stopped_entry: true }), event(), student({ entries: [mine] }), NOW).kind).toBe(
      "entered",
    );
  });

  it("offers neither キャンセル nor 日程変更 when the API or the state forbids them", () => {
    const started = testMyEntry({ cancelable: false, changeable_schedule_ids: [] });
    expect(scheduleAction(schedule(), event(), student({ entries: [started] }), NOW)).toMatchObject({
      cancelable: false,
      changeScheduleIds: [],
    });

    // A lottery application can be withdrawn but not moved: only entried and elected entries move.
    const lottery = testMyEntry({ entry: { state: "pre_entried" }, changeable_schedule_ids: [102] });
    expect(scheduleAction(schedule(), event({ lottery: true }), student({ entries: [lottery] }), NOW)).toMatchObject({
      label: "抽選申込中",
      cancelable: true,
      changeScheduleIds: [],
    });

    // Attended is final: nothing to cancel even if the API said otherwise.
    const attended = testMyEntry({ entry: { state: "attended" }, cancelable: true });
    expect(scheduleAction(schedule(), event(), student({ entries: [attended] }), NOW)).toMatchObject({
      label: "参加済み",
      cancelable: false,
    });
  });

  it("ignores canceled entries and entries of other events", () => {
    const entries = [
      testMyEntry({ entry: { state: "canceled" } }),
      testMyEntry({ entry: { id: 902, event_id: 11, schedule_id: 101 } }),
    ];
    expect(scheduleAction(schedule(), event(), student({ entries }), NOW).kind).toBe("enter");
  });

  it("tells a student who holds an entry for another schedule of the event that it is one entry per event", () => {
    const elsewhere = testMyEntry({ entry: { event_id: 10, schedule_id: 202, state: "entried" } });
    expect(scheduleAction(schedule(), event(), student({ entries: [elsewhere] }), NOW)).toEqual({
      kind: "entered_elsewhere",
      label: "別の日程にエントリー済み",
    });
    const canceled = testMyEntry({ entry: { event_id: 10, schedule_id: 202, state: "canceled" } });
    expect(scheduleAction(schedule(), event(), student({ entries: [canceled] }), NOW).kind).toBe("enter");
  });
});
