import { Link } from "gatsby";
import * as React from "react";
import { schedulePlaceLabel, type SchedulePlaceFields } from "../../../domain/entries/schedule-place";
import { api, type ApiRequester } from "../../../lib/api";
import { formatTokyoDateTime } from "../../../lib/dates/tokyo-date";
import { withCsrfRetry } from "../../auth";
import { cancelMyEntry, changeMyEntrySchedule, joinScheduleWaitlist, takeHeldSeat } from "../api/entry-endpoints";
import { ENTRY_PROBLEM_MESSAGES, entryProblemOf } from "../entry-error-message";
import { scheduleAction, type ActionEvent, type ActionSchedule } from "../schedule-action";
import type { EventEntries } from "../use-event-entries";
import { EntryDialog } from "./entry-dialog";
import * as styles from "./entries.module.css";

/** A schedule as a row and the 日程変更 choices show it. */
export type EntryActionSchedule = ActionSchedule & SchedulePlaceFields & { title: string | null; end_at: string };

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

export function scheduleSummary(schedule: Pick<EntryActionSchedule, "title" | "start_at" | "end_at"> & SchedulePlaceFields): string {
  return `${schedule.title ?? "日程"} ${formatTokyoDateTime(schedule.start_at)}〜${formatTokyoDateTime(schedule.end_at)}（${schedulePlaceLabel(schedule)}）`;
}

/**
 * The action of one schedule row (see scheduleAction). Its box is in the prerendered HTML with its height reserved,
 * and is filled after hydration, once the session and the student's entries are known.
 */
export function ScheduleEntryAction({ schedule, event, schedules, entries, now, client = api, entryCourses = false }: ScheduleEntryActionProps) {
  const action = scheduleAction(schedule, event, entries.viewer, now, { entryCourses });
  const box = React.useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = React.useState<"cancel" | "change" | null>(null);
  const opener = React.useRef<HTMLButtonElement | null>(null);

  React.useEffect(() => {
    if (entries.focusScheduleId === schedule.id) box.current?.focus();
  }, [entries.focusScheduleId, entries.announcement, schedule.id]);

  const context = <span className="visually-hidden">（{scheduleSummary(schedule)}）</span>;
  const closeDialog = () => {
    setDialog(null);
    opener.current?.focus();
  };

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
    case "waitlist":
      content = (
        <>
          <span className={styles.disabledAction}>満席</span>
          <ActionButton
            label={action.label}
            busyLabel="登録しています…"
            context={context}
            run={() => joinScheduleWaitlist(client, { eventId: event.id, scheduleId: schedule.id })}
            onDone={() => void entries.settle("キャンセル待ちに登録しました。席が空いたらメールでお知らせします。", schedule.id)}
          />
        </>
      );
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
        <Link className={styles.secondaryButton} to={action.href}>
          {action.label}
          {context}
        </Link>
      );
      break;
    case "enter":
      content = (
        <Link className={styles.primaryButton} to={action.href}>
          {action.label}
          {context}
        </Link>
      );
      break;
    case "entered": {
      const choices = schedules.filter((candidate) => action.changeScheduleIds.includes(candidate.id));
      content = (
        <>
          <span className={styles.enteredLabel}>{action.label}</span>
          {action.seatHeldUntil && (
            <>
              <p className={styles.reason}>席が空いたため、{formatTokyoDateTime(action.seatHeldUntil)}まで確保しています。</p>
              <ActionButton
                label="参加を確定する"
                busyLabel="確定しています…"
                primary
                context={context}
                run={() => takeHeldSeat(client, action.entry.entry.id)}
                onDone={() => void entries.settle("参加が確定しました。", schedule.id)}
              />
            </>
          )}
          {action.canJoinWaitlist && (
            <ActionButton
              label="キャンセル待ちに登録"
              busyLabel="登録しています…"
              context={context}
              run={() => joinScheduleWaitlist(client, { eventId: event.id, scheduleId: schedule.id })}
              onDone={() => void entries.settle("キャンセル待ちに登録しました。席が空いたらメールでお知らせします。", schedule.id)}
            />
          )}
          {action.cancelable && (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={(clicked) => {
                opener.current = clicked.currentTarget;
                setDialog("cancel");
              }}
            >
              キャンセル{context}
            </button>
          )}
          {choices.length > 0 && (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={(clicked) => {
                opener.current = clicked.currentTarget;
                setDialog("change");
              }}
            >
              日程変更{context}
            </button>
          )}
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
        </>
      );
      break;
    }
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
      <button type="button" className={primary ? styles.primaryButton : styles.secondaryButton} onClick={act} disabled={busy}>
        {busy ? busyLabel : label}
        {context}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

type CancelDialogProps = { entryId: number; schedule: EntryActionSchedule; client: ApiRequester; onClose: () => void; onDone: () => void };

function CancelDialog({ entryId, schedule, client, onClose, onDone }: CancelDialogProps) {
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  async function cancel() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await withCsrfRetry(() => cancelMyEntry(client, entryId));
      onDone();
    } catch (failure) {
      setError(ENTRY_PROBLEM_MESSAGES[entryProblemOf(failure)].message);
      setBusy(false);
    }
  }
  return (
    <EntryDialog title="エントリーをキャンセルしますか？" onClose={onClose}>
      <p>{scheduleSummary(schedule)}</p>
      <p>キャンセルすると席は他の学生に譲られます。満席になった場合、再びエントリーできないことがあります。</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondaryButton} onClick={onClose}>
          戻る
        </button>
        <button type="button" className={styles.dangerButton} onClick={cancel} disabled={busy}>
          {busy ? "キャンセルしています…" : "キャンセルする"}
        </button>
      </div>
    </EntryDialog>
  );
}

type ChangeScheduleDialogProps = {
  entryId: number;
  choices: readonly EntryActionSchedule[];
  client: ApiRequester;
  onClose: () => void;
  onDone: (scheduleId: number) => void;
};

function ChangeScheduleDialog({ entryId, choices, client, onClose, onDone }: ChangeScheduleDialogProps) {
  const [selected, setSelected] = React.useState<number | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  async function change(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (selected === null) {
      setError("変更先の日程を選んでください。");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await withCsrfRetry(() => changeMyEntrySchedule(client, entryId, { schedule_id: selected }));
      onDone(selected);
    } catch (failure) {
      setError(ENTRY_PROBLEM_MESSAGES[entryProblemOf(failure)].message);
      setBusy(false);
    }
  }
  return (
    <EntryDialog title="日程を変更する" onClose={onClose}>
      <form onSubmit={change}>
        <fieldset className={styles.choices}>
          <legend>変更先の日程</legend>
          {choices.map((choice) => (
            <label key={choice.id} className={styles.choice}>
              <input type="radio" name="schedule_id" value={choice.id} checked={selected === choice.id} onChange={() => setSelected(choice.id)} />
              <span>{scheduleSummary(choice)}</span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondaryButton} onClick={onClose}>
            戻る
          </button>
          <button type="submit" className={styles.primaryButton} disabled={busy}>
            {busy ? "変更しています…" : "この日程に変更する"}
          </button>
        </div>
      </form>
    </EntryDialog>
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
