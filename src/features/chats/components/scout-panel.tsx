import * as React from "react";
import { Button } from "@/components/button";
import type { Scout, ScoutAnswerResponse } from "@core/api/scouts";
import { SCOUT_DECLINE_COOL_DOWN_DAYS, SCOUT_DECLINE_REASON_MAX_LENGTH } from "@core/chats/scout-rules";
import { formatTokyoDateTime } from "@core/dates/tokyo-date";
import * as styles from "./chats.module.css";

const STATUS_TEXT: Record<Scout["status"], string> = {
  pending: "回答をお待ちしています",
  accepted: "興味ありと回答しました。メッセージをやりとりできます。",
  declined: "辞退しました。",
  expired: "有効期限が過ぎたため、回答できません。",
};

type ScoutPanelProps = {
  scout: Scout;
  companyName: string;
  accept: () => Promise<ScoutAnswerResponse>;
  decline: (reason: string) => Promise<ScoutAnswerResponse>;
  onAnswered: (scout: Scout) => void;
};

/**
 * A scout at the head of its chat: subject, expiry and the student's answer. 興味あり opens the chat (the company then
 * sees the student's name and school); 辞退 takes an optional reason the company never sees.
 */
export function ScoutPanel({ scout, companyName, accept, decline, onAnswered }: ScoutPanelProps) {
  const [declining, setDeclining] = React.useState(false);
  const [reason, setReason] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const reasonId = React.useId();
  const reasonLength = Array.from(reason.trim()).length;

  const answer = async (call: () => Promise<ScoutAnswerResponse>) => {
    setBusy(true);
    setError(null);
    try {
      onAnswered((await call()).scout);
    } catch {
      setError("回答を送れませんでした。時間をおいてもう一度お試しください。");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.scout} aria-labelledby={`${reasonId}-subject`}>
      <p className={styles.scoutLabel}>スカウト</p>
      <h2 id={`${reasonId}-subject`} className={styles.scoutSubject}>
        {scout.subject}
      </h2>
      <p className={styles.hint}>
        {formatTokyoDateTime(scout.sent_at)}受信・有効期限 {formatTokyoDateTime(scout.expires_at)}
      </p>
      <p role="status" className={styles.scoutStatus}>
        {STATUS_TEXT[scout.status]}
      </p>
      {scout.status === "pending" && !declining && (
        <>
          <p className={styles.hint}>
            興味ありと回答すると、{companyName}にあなたの氏名と学校名が伝わり、メッセージをやりとりできます。
          </p>
          <div className={styles.scoutActions}>
            <Button variant="primary" disabled={busy} onClick={() => void answer(accept)}>
              興味あり
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)}>
              辞退する
            </Button>
          </div>
        </>
      )}
      {scout.status === "pending" && declining && (
        <form
          className={styles.declineForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (reasonLength > SCOUT_DECLINE_REASON_MAX_LENGTH) {
              setError(`理由は${SCOUT_DECLINE_REASON_MAX_LENGTH}文字以内で入力してください`);
              return;
            }
            void answer(() => decline(reason));
          }}
        >
          <label htmlFor={reasonId} className={styles.composerLabel}>
            辞退の理由（任意）
          </label>
          <textarea
            id={reasonId}
            className={styles.textarea}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-describedby={`${reasonId}-hint`}
          />
          <p id={`${reasonId}-hint`} className={styles.hint}>
            理由は企業には伝わりません（{reasonLength}/{SCOUT_DECLINE_REASON_MAX_LENGTH}文字）。辞退すると、
            {companyName}からは{SCOUT_DECLINE_COOL_DOWN_DAYS}日間スカウトが届きません。
          </p>
          <div className={styles.scoutActions}>
            <Button type="submit" variant="danger" disabled={busy}>
              辞退を確定する
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setDeclining(false)}>
              やめる
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </section>
  );
}
