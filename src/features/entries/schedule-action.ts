import type { MyEntry } from "@core/api/entries";
import { CANCELABLE_STATES, CHANGEABLE_STATES, ENTRY_STATE_LABELS } from "@core/entries/entry-state";
import { entryConfirmPath, entryCoursesPath } from "@core/entries/entry-routes";
import type { EventCategory } from "@core/event-category";
import { shortGraduateYearLabel } from "@core/graduate-year";
import { eventPath } from "@core/routes";
import { matchesGraduationYear } from "@core/entries/viewer-event-facts";
import { loginPathFor } from "@/features/auth";

/** What decides a schedule's action: build data, overlaid with the schedules API's live state once it answered. */
export type ActionSchedule = {
  id: number;
  start_at: string;
  time_limit_at: string | null;
  canceled: boolean;
  stopped_entry: boolean;
  has_reached_admission_limit: boolean;
  /** the schedule has entry courses (known from the schedules API; absent: none known) */
  has_course?: boolean;
};

/** Page-wide switches: `entryCourses` is the run-time `entry_courses_with_event` flag. */
export type ScheduleActionOptions = { entryCourses?: boolean };

export type ActionEvent = {
  id: number;
  category: EventCategory;
  lottery: boolean;
  application_url: string | null;
  /** target graduation years; empty: every year */
  graduate_years: readonly number[];
};

/**
 * Who is looking: `pending` until the page has hydrated, the session is known and (signed in) the student's entries
 * for this event have been read; the space for the action is reserved meanwhile.
 */
export type ActionViewer =
  | { status: "pending" }
  | { status: "anonymous" }
  | { status: "signed_in"; graduateYear: number | null; entries: readonly MyEntry[] };

export type ScheduleAction =
  | { kind: "pending" }
  /** the event takes entries on the company's own site (`application_url`): no internal entry */
  | { kind: "external"; url: string }
  | { kind: "canceled"; label: "中止" }
  | {
      kind: "entered";
      label: string;
      entry: MyEntry;
      cancelable: boolean;
      changeScheduleIds: readonly number[];
      /** a waitlisted entry offered a freed seat: 参加を確定する before this time */
      seatHeldUntil: string | null;
      /** a lottery loser may still join the waitlist */
      canJoinWaitlist: boolean;
    }
  /** full, and the student could enter it: キャンセル待ちに登録 */
  | { kind: "waitlist"; label: "キャンセル待ちに登録" }
  /** the student holds an entry for another schedule of this event: one per event, moved with 日程変更 */
  | { kind: "entered_elsewhere"; label: "別の日程にエントリー済み" }
  | { kind: "closed"; label: "受付終了" }
  | { kind: "full"; label: "満席" }
  | { kind: "login"; label: "ログインしてエントリー"; href: string }
  | { kind: "not_eligible"; label: "対象外"; reason: string }
  | { kind: "enter"; label: "エントリーする" | "抽選に申し込む"; href: string };

/** The student's live entry of a schedule (a canceled one does not count: the schedule can be entered again). */
export function activeEntryFor(entries: readonly MyEntry[], eventId: number, scheduleId: number): MyEntry | null {
  return (
    entries.find(
      (item) => item.event.id === eventId && item.entry.schedule_id === scheduleId && item.entry.state !== "canceled",
    ) ?? null
  );
}

/** 締切: `time_limit_at`, else the start (glossary), has passed at `now`. */
export function entryDeadlinePassed(schedule: Pick<ActionSchedule, "start_at" | "time_limit_at">, now: Date): boolean {
  return new Date(schedule.time_limit_at ?? schedule.start_at).getTime() <= now.getTime();
}

/** Whether a student of `graduateYear` is outside the event's target years (unknown year or every year: not outside). */
export function outsideTargetYears(eventYears: readonly number[], graduateYear: number | null): boolean {
  return matchesGraduationYear(eventYears, graduateYear) === false;
}

export function notEligibleReason(eventYears: readonly number[], graduateYear: number): string {
  return `${eventYears.map(shortGraduateYearLabel).join("・")}の学生が対象のイベントです（あなたは${shortGraduateYearLabel(graduateYear)}）。`;
}

/**
 * The one action a schedule row offers, most decisive first: pending (before hydration, session or entries are
 * known) → external application (the event has `application_url`) → 中止 → the student's own entry (with キャンセル
 * and 日程変更 where its state and the API allow; 参加を確定する for a held waitlist seat) → 別の日程にエントリー済み (one entry
 * per event) → 受付終了 → anonymous: 満席 or ログインしてエントリー → 対象外 (graduation year not targeted) → full: キャンセル待ちに
 * 登録 → エントリーする / 抽選に申し込む (lottery), which leads to the confirm page, or to the courses page for a schedule
 * with courses while `entry_courses_with_event` is on.
 */
export function scheduleAction(
  schedule: ActionSchedule,
  event: ActionEvent,
  viewer: ActionViewer,
  now: Date | null,
  { entryCourses = false }: ScheduleActionOptions = {},
): ScheduleAction {
  if (now === null || viewer.status === "pending") return { kind: "pending" };
  if (event.application_url) return { kind: "external", url: event.application_url };
  if (schedule.canceled) return { kind: "canceled", label: "中止" };
  if (viewer.status === "signed_in") {
    const mine = activeEntryFor(viewer.entries, event.id, schedule.id);
    if (mine) {
      const state = mine.entry.state;
      return {
        kind: "entered",
        label: ENTRY_STATE_LABELS[state],
        entry: mine,
        cancelable: mine.cancelable && CANCELABLE_STATES.includes(state),
        changeScheduleIds: CHANGEABLE_STATES.includes(state)
          ? mine.changeable_schedule_ids.filter((id) => id !== schedule.id)
          : [],
        seatHeldUntil:
          state === "remained" && mine.seat_held_until && Date.parse(mine.seat_held_until) > now.getTime()
            ? mine.seat_held_until
            : null,
        canJoinWaitlist: state === "defeated" && !schedule.canceled && Date.parse(schedule.start_at) > now.getTime(),
      };
    }
    if (viewer.entries.some((item) => item.event.id === event.id && item.entry.state !== "canceled")) {
      return { kind: "entered_elsewhere", label: "別の日程にエントリー済み" };
    }
  }
  if (schedule.stopped_entry || entryDeadlinePassed(schedule, now)) return { kind: "closed", label: "受付終了" };
  if (viewer.status === "anonymous") {
    if (schedule.has_reached_admission_limit) return { kind: "full", label: "満席" };
    return { kind: "login", label: "ログインしてエントリー", href: loginPathFor(eventPath(event.category, event.id)) };
  }
  if (viewer.graduateYear !== null && outsideTargetYears(event.graduate_years, viewer.graduateYear)) {
    return {
      kind: "not_eligible",
      label: "対象外",
      reason: notEligibleReason(event.graduate_years, viewer.graduateYear),
    };
  }
  if (schedule.has_reached_admission_limit)
    return event.lottery ? { kind: "full", label: "満席" } : { kind: "waitlist", label: "キャンセル待ちに登録" };
  return {
    kind: "enter",
    label: event.lottery ? "抽選に申し込む" : "エントリーする",
    href:
      entryCourses && schedule.has_course
        ? entryCoursesPath(event.category, event.id, schedule.id)
        : entryConfirmPath(event.category, event.id, schedule.id),
  };
}
