import * as React from "react";
import { ButtonLink } from "../../../components/button";
import { api, type ApiRequester } from "../../../lib/api";
import { scheduleAction, type ActionEvent } from "../schedule-action";
import type { EventEntries } from "../use-event-entries";
import * as styles from "./entries.module.css";
import { scheduleSummary, type EntryActionSchedule } from "./schedule-summary";

export type { EntryActionSchedule } from "./schedule-summary";

// Only a signed-in student who entered the schedule (or may join its waitlist) needs these buttons and dialogs:
// a chunk of their own, loaded when such a row first renders, never part of the event page's first load.
const StudentEntryActions = React.lazy(() => import("./student-entry-actions").then((module) => ({ default: module.StudentEntryActions })));

type ScheduleEntryActionProps = {
  schedule: EntryActionSchedule;
  event: ActionEvent;
  /** every schedule of the event (for the 日程変更 choices) */
  schedules: readonly EntryActionSchedule[];
  entries: EventEntries;
  now: Date | null;
  client?: ApiRequester;
  /** the run-time `entry_courses_with_event` flag: schedules with courses lead to the courses page */
  entryCourses?: boolean;
};

/**
 * The action of one schedule row (see scheduleAction). Its box is in the prerendered HTML with its height reserved,
 * and is filled after hydration, once the session and the student's entries are known (for an entered student, once
 * the student actions' chunk has loaded too: the box keeps its reserved height meanwhile).
 */
export function ScheduleEntryAction({ schedule, event, schedules, entries, now, client = api, entryCourses = false }: ScheduleEntryActionProps) {
  const action = scheduleAction(schedule, event, entries.viewer, now, { entryCourses });
  const box = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (entries.focusScheduleId === schedule.id) box.current?.focus();
  }, [entries.focusScheduleId, entries.announcement, schedule.id]);

  const context = <span className="visually-hidden">（{scheduleSummary(schedule)}）</span>;

  let content: React.ReactNode = null;
  switch (action.kind) {
    case "pending":
    case "external":
      break;
    case "canceled":
    case "closed":
    case "full":
      content = <span className={styles.disabledAction}>{action.label}</span>;
      break;
    case "entered_elsewhere":
      content = <span className={styles.disabledAction}>{action.label}</span>;
      break;
    case "not_eligible":
      content = (
        <>
          <span className={styles.disabledAction}>{action.label}</span>
          <p className={styles.reason}>{action.reason}</p>
        </>
      );
      break;
    case "login":
      content = (
        <ButtonLink variant="secondary" to={action.href}>
          {action.label}
          {context}
        </ButtonLink>
      );
      break;
    case "enter":
      content = (
        <ButtonLink variant="primary" to={action.href}>
          {action.label}
          {context}
        </ButtonLink>
      );
      break;
    case "waitlist":
    case "entered":
      content = (
        <React.Suspense fallback={null}>
          <StudentEntryActions action={action} schedule={schedule} event={event} schedules={schedules} entries={entries} client={client} context={context} />
        </React.Suspense>
      );
      break;
  }

  return (
    <div
      ref={box}
      className={styles.action}
      data-entry-action={action.kind}
      tabIndex={-1}
      aria-busy={action.kind === "pending" ? true : undefined}
    >
      {content}
    </div>
  );
}

/** The live region of the schedules section: the result of a cancel or change. */
export function EntryAnnouncement({ entries }: { entries: EventEntries }) {
  return (
    <p className={styles.announcement} role="status" aria-live="polite">
      {entries.announcement}
    </p>
  );
}
