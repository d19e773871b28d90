import * as React from "react";
import * as styles from "./schedule-actions.module.css";
import type { EventEntries } from "../use-event-entries";
import type { ScheduleEntryActionProps } from "./schedule-entry-action-props";

export type { EntryActionSchedule } from "./schedule-summary";
export type { ScheduleEntryActionProps } from "./schedule-entry-action-props";

// What the row shows once the viewer is known (scheduleAction, the entry routes and states, buttons, the entries
// styles and, through it, the signed-in student's actions) is a chunk of its own: the prerendered HTML holds only the
// pending box, so the event page's first load holds only this file. Loaded as soon as the page has hydrated.
const loadRowEntryAction = () => import("./row-entry-action");
const RowEntryAction = React.lazy(() => loadRowEntryAction().then((module) => ({ default: module.RowEntryAction })));

/** The reserved box of a row whose action is not known yet: in the prerendered HTML, and while the chunk loads. */
function PendingActionBox() {
  return <div className={styles.action} data-entry-action="pending" tabIndex={-1} aria-busy />;
}

/**
 * The action of one schedule row (see scheduleAction). Its box is in the prerendered HTML with its height reserved,
 * and is filled after hydration, once the session and the student's entries are known and the row's chunk has loaded
 * (for an entered student, once the student actions' chunk has loaded too): the box keeps its reserved height
 * meanwhile.
 */
export function ScheduleEntryAction(props: ScheduleEntryActionProps) {
  React.useEffect(() => {
    void loadRowEntryAction();
  }, []);
  // scheduleAction's first rule (pending before hydration and while the viewer is unknown), without its chunk.
  if (props.now === null || props.entries.viewer.status === "pending") return <PendingActionBox />;
  return (
    <React.Suspense fallback={<PendingActionBox />}>
      <RowEntryAction {...props} />
    </React.Suspense>
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
