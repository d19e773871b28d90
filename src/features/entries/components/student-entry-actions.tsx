import { Link } from "gatsby";
import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { enteredSchedulePath } from "@core/entries/entered-schedule-routes";
import { entryTakesSubmissions } from "@core/entries/resume-submission";
import { Button } from "@/components/button";
import type { ApiRequester } from "@/lib/api";
import { formatTokyoDateTime } from "@core/dates/tokyo-date";
import { withCsrfRetry } from "@/features/auth";
import { apiPost } from "@/lib/api/api-call";
import { holdsSeat } from "@core/entries/entry-state";
import { OnlineJoin } from "@/features/checkin";
import { ENTRY_PROBLEM_MESSAGES, entryProblemOf } from "../entry-error-message";
import type { ActionEvent, ScheduleAction } from "../schedule-action";
import type { EventEntries } from "../use-event-entries";
import * as styles from "./entries.module.css";
import type { EntryActionSchedule } from "./schedule-summary";
import { StageMessage } from "./stage-message";

/*
 * What a row shows a signed-in student who entered the schedule or may join its waitlist: buttons that call the API
 * and the キャンセル / 日程変更 dialogs. Only signed-in students see it, after their entries are read, so it is a chunk
 * of its own (schedule-entry-action.tsx loads it with import()); the dialogs are another, loaded on the first sign of
 * intent (pointer or focus on their button).
 */

const loadDialogs = () => import("./entry-dialogs");
const CancelDialog = React.lazy(() => loadDialogs().then((module) => ({ default: module.CancelDialog })));
const ChangeScheduleDialog = React.lazy(() =>
  loadDialogs().then((module) => ({ default: module.ChangeScheduleDialog })),
);
// A preload only warms the cache: if it fails, opening the dialog imports again and React.lazy reports it there. Left
// unhandled, the rejection would count as a chunk-load failure and reload the page on a mere hover (runtime rules).
const preloadDialogs = () => void loadDialogs().catch(() => undefined);

export type StudentAction = Extract<ScheduleAction, { kind: "waitlist" | "entered" }>;

type StudentEntryActionsProps = {
  action: StudentAction;
  schedule: EntryActionSchedule;
  event: ActionEvent;
  schedules: readonly EntryActionSchedule[];
  entries: EventEntries;
  client: ApiRequester;
  /** the schedule's summary for screen readers, appended to each button's name */
  context: React.ReactNode;
};

export function StudentEntryActions({
  action,
  schedule,
  event,
  schedules,
  entries,
  client,
  context,
}: StudentEntryActionsProps) {
  const [dialog, setDialog] = React.useState<"cancel" | "change" | null>(null);
  const opener = React.useRef<HTMLButtonElement | null>(null);
  // Closed without acting: the focus goes back to the opener once the dialog (and its focus trap) is gone.
  const returnFocus = React.useRef(false);
  const closeDialog = () => {
    returnFocus.current = true;
    setDialog(null);
  };
  React.useEffect(() => {
    if (dialog !== null || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [dialog]);

  if (action.kind === "waitlist") {
    return (
      <>
        <span className={styles.disabledAction}>満席</span>
        <ActionButton
          label={action.label}
          busyLabel="登録しています…"
          context={context}
          run={() =>
            apiPost(apiPaths.scheduleWaitlist, { params: { event_id: event.id, schedule_id: schedule.id } }, { client })
          }
          onDone={() =>
            void entries.settle("キャンセル待ちに登録しました。席が空いたらメールでお知らせします。", schedule.id)
          }
        />
      </>
    );
  }

  const choices = schedules.filter((candidate) => action.changeScheduleIds.includes(candidate.id));
  const mine = action.entry;
  return (
    <>
      <span className={styles.enteredLabel}>{action.label}</span>
      {entryTakesSubmissions(action.entry.entry.state) && (
        <Link className={styles.submissionsLink} to={enteredSchedulePath(event.id)}>
          提出物・課題{context}
        </Link>
      )}
      {action.seatHeldUntil && (
        <>
          <p className={styles.reason}>
            席が空いたため、{formatTokyoDateTime(action.seatHeldUntil)}まで確保しています。
          </p>
          <ActionButton
            label="参加を確定する"
            busyLabel="確定しています…"
            primary
            context={context}
            run={() => apiPost(apiPaths.myEntrySeat, { params: { entry_id: action.entry.entry.id } }, { client })}
            onDone={() => void entries.settle("参加が確定しました。", schedule.id)}
          />
        </>
      )}
      {action.canJoinWaitlist && (
        <ActionButton
          label="キャンセル待ちに登録"
          busyLabel="登録しています…"
          context={context}
          run={() =>
            apiPost(apiPaths.scheduleWaitlist, { params: { event_id: event.id, schedule_id: schedule.id } }, { client })
          }
          onDone={() =>
            void entries.settle("キャンセル待ちに登録しました。席が空いたらメールでお知らせします。", schedule.id)
          }
        />
      )}
      {action.cancelable && (
        <Button
          variant="secondary"
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          onClick={(clicked) => {
            opener.current = clicked.currentTarget;
            setDialog("cancel");
          }}
        >
          キャンセル{context}
        </Button>
      )}
      {choices.length > 0 && (
        <Button
          variant="secondary"
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          onClick={(clicked) => {
            opener.current = clicked.currentTarget;
            setDialog("change");
          }}
        >
          日程変更{context}
        </Button>
      )}
      {mine.schedule.is_online && holdsSeat(mine.entry.state) && (
        <div className={styles.onlineJoin}>
          <OnlineJoin eventId={event.id} eventTitle={mine.event.title} client={client} />
        </div>
      )}
      <StageMessage text={mine.stage_message} />
      {/* The dialogs are fixed overlays: while their chunk loads nothing is shown and nothing moves. */}
      <React.Suspense fallback={null}>
        {dialog === "cancel" && (
          <CancelDialog
            entryId={action.entry.entry.id}
            schedule={schedule}
            client={client}
            onClose={closeDialog}
            onDone={() => {
              setDialog(null);
              void entries.settle("エントリーをキャンセルしました。", schedule.id);
            }}
          />
        )}
        {dialog === "change" && (
          <ChangeScheduleDialog
            entryId={action.entry.entry.id}
            choices={choices}
            client={client}
            onClose={closeDialog}
            onDone={(scheduleId) => {
              setDialog(null);
              void entries.settle("日程を変更しました。", scheduleId);
            }}
          />
        )}
      </React.Suspense>
    </>
  );
}

type ActionButtonProps = {
  label: string;
  busyLabel: string;
  context: React.ReactNode;
  run: () => Promise<unknown>;
  onDone: () => void;
  primary?: boolean;
};

/** A one-step action of a row (キャンセル待ちに登録, 参加を確定する): busy while it runs, the reason in Japanese if refused. */
function ActionButton({ label, busyLabel, context, run, onDone, primary = false }: ActionButtonProps) {
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  async function act() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await withCsrfRetry(run);
      onDone();
    } catch (failure) {
      setError(ENTRY_PROBLEM_MESSAGES[entryProblemOf(failure)].message);
      setBusy(false);
    }
  }
  return (
    <>
      <Button variant={primary ? "primary" : "secondary"} onClick={act} disabled={busy}>
        {busy ? busyLabel : label}
        {context}
      </Button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
