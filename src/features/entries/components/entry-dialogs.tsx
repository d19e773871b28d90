import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { Button } from "@/components/button";
import type { ApiRequester } from "@/lib/api";
import { withCsrfRetry } from "@/features/auth";
import { apiDelete, apiPatch } from "@/lib/api/api-call";
import { ENTRY_PROBLEM_MESSAGES, entryProblemOf } from "../entry-error-message";
import { EntryDialog } from "./entry-dialog";
import * as styles from "./entries.module.css";
import { scheduleSummary, type EntryActionSchedule } from "./schedule-summary";

/*
 * The キャンセル and 日程変更 confirmations of an entered schedule. Shown only after a click, so they are a chunk of their
 * own (student-entry-actions.tsx loads it with import()), not part of the event page's first load.
 */

export type CancelDialogProps = {
  entryId: number;
  schedule: Parameters<typeof scheduleSummary>[0];
  client: ApiRequester;
  onClose: () => void;
  onDone: () => void;
  title?: string;
};

export function CancelDialog({
  entryId,
  schedule,
  client,
  onClose,
  onDone,
  title = "エントリーをキャンセルしますか？",
}: CancelDialogProps) {
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  async function cancel() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await withCsrfRetry(() => apiDelete(apiPaths.myEntry, { params: { entry_id: entryId } }, { client }));
      onDone();
    } catch (failure) {
      setError(ENTRY_PROBLEM_MESSAGES[entryProblemOf(failure)].message);
      setBusy(false);
    }
  }
  return (
    <EntryDialog title={title} onClose={onClose}>
      <p>{scheduleSummary(schedule)}</p>
      <p>キャンセルすると席は他の学生に譲られます。満席になった場合、再びエントリーできないことがあります。</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onClose}>
          戻る
        </Button>
        <Button variant="danger" onClick={cancel} disabled={busy}>
          {busy ? "キャンセルしています…" : "キャンセルする"}
        </Button>
      </div>
    </EntryDialog>
  );
}

export type ChangeScheduleDialogProps = {
  entryId: number;
  choices: readonly EntryActionSchedule[];
  client: ApiRequester;
  onClose: () => void;
  onDone: (scheduleId: number) => void;
};

export function ChangeScheduleDialog({ entryId, choices, client, onClose, onDone }: ChangeScheduleDialogProps) {
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
      await withCsrfRetry(() =>
        apiPatch(apiPaths.myEntry, { params: { entry_id: entryId }, body: { schedule_id: selected } }, { client }),
      );
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
              <input
                type="radio"
                name="schedule_id"
                value={choice.id}
                checked={selected === choice.id}
                onChange={() => setSelected(choice.id)}
              />
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
          <Button variant="secondary" onClick={onClose}>
            戻る
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? "変更しています…" : "この日程に変更する"}
          </Button>
        </div>
      </form>
    </EntryDialog>
  );
}
