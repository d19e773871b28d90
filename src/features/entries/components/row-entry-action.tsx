import * as React from "react";
import { ButtonLink } from "@/components/button";
import { api } from "@/lib/api";
import { scheduleAction } from "../schedule-action";
import * as styles from "./entries.module.css";
import * as boxStyles from "./schedule-actions.module.css";
import type { ScheduleEntryActionProps } from "./schedule-entry-action-props";
import { scheduleSummary } from "./schedule-summary";

// Only a signed-in student who entered the schedule (or may join its waitlist) needs these buttons and dialogs:
// a chunk of their own, loaded when such a row first renders, never part of the event page's first load.
const StudentEntryActions = React.lazy(() =>
  import("./student-entry-actions").then((module) => ({ default: module.StudentEntryActions })),
);

/*
 * The action of one schedule row once the viewer is known (see scheduleAction): a chunk of its own, loaded by
 * schedule-entry-action.tsx after hydration, with scheduleAction, the entry routes and states, the buttons and the
 * entries styles. The box it renders has the same class as the prerendered pending box, so the row keeps its size.
 */
export function RowEntryAction({
  schedule,
  event,
  schedules,
  entries,
  now,
  client = api,
  entryCourses = false,
}: ScheduleEntryActionProps) {
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
          <StudentEntryActions
            action={action}
            schedule={schedule}
            event={event}
            schedules={schedules}
            entries={entries}
            client={client}
            context={context}
          />
        </React.Suspense>
      );
      break;
  }

  return (
    <div
      ref={box}
      className={boxStyles.action}
      data-entry-action={action.kind}
      tabIndex={-1}
      aria-busy={action.kind === "pending" ? true : undefined}
    >
      {content}
    </div>
  );
}
