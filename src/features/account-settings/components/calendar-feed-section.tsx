import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { Button } from "@/components/button";
import { withCsrfRetry } from "@/features/auth";
import { apiPost } from "@/lib/api/api-call";
import type { ApiRequester } from "@/lib/api";
import { apiQuery, useApiQuery } from "@/lib/data";
import { settingsErrorMessage, settingsLoadErrorMessage } from "../settings-error-message";
import { SaveStatus, type SaveResult } from "./save-status";
import * as styles from "./account-settings.module.css";

export type CalendarFeedSectionProps = {
  client: ApiRequester;
  /** the browser's clipboard; tests pass their own */
  writeClipboard?: (text: string) => Promise<void>;
};

const browserClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * カレンダー連携: the student's calendar feed address (a secret: whoever has it sees the entered events), copied to a
 * calendar app, or replaced by a new one, which ends the old one at once (POST /api/v1/calendar_feed).
 */
export function CalendarFeedSection({ client, writeClipboard = browserClipboard }: CalendarFeedSectionProps) {
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const query = useApiQuery(apiQuery(apiPaths.calendarFeedSettings, {}, client));
  const [issued, setIssued] = React.useState<string | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [result, setResult] = React.useState<SaveResult>(null);
  const url = issued ?? query.data?.url ?? null;

  async function issue() {
    if (busy) return;
    const replacing = url !== null;
    setBusy(true);
    setResult(null);
    try {
      const answer = await withCsrfRetry(() => apiPost(apiPaths.calendarFeedSettings, {}, { client }));
      setIssued(answer.url);
      setConfirming(false);
      setResult({
        kind: "saved",
        message: replacing
          ? "新しいアドレスを発行しました。以前のアドレスは使えなくなりました。カレンダーアプリに新しいアドレスを登録し直してください。"
          : "カレンダー用アドレスを発行しました。コピーしてカレンダーアプリに登録してください。",
      });
      inputRef.current?.focus();
    } catch (error) {
      setResult({ kind: "failed", message: settingsErrorMessage(error, "カレンダー用アドレス") });
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!url) return;
    try {
      await writeClipboard(url);
      setResult({ kind: "saved", message: "アドレスをコピーしました。" });
    } catch {
      inputRef.current?.select();
      setResult({
        kind: "failed",
        message: "コピーできませんでした。アドレスを選択しましたので、長押しまたは右クリックでコピーしてください。",
      });
    }
  }

  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  let body: React.ReactNode;
  if (query.isError && issued === null) {
    body = (
      <p role="alert" className={styles.error}>
        {settingsLoadErrorMessage(query.error, "カレンダー用アドレス")}
      </p>
    );
  } else if (query.isPending && issued === null) {
    body = (
      <p role="status" aria-busy="true">
        読み込んでいます…
      </p>
    );
  } else if (url === null) {
    body = (
      <div className={styles.actions}>
        <Button variant="primary" onClick={issue} disabled={busy}>
          {busy ? "発行しています…" : "カレンダー用アドレスを発行する"}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-url`}>
            カレンダー用アドレス
          </label>
          <input
            ref={inputRef}
            id={`${id}-url`}
            className={`${styles.input} ${styles.url}`}
            type="text"
            value={url}
            readOnly
            aria-describedby={hintId}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id={hintId} className={styles.hint}>
            このアドレスを知っている人は、あなたのエントリー予定を見ることができます。他の人に教えないでください。
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" onClick={copy}>
            アドレスをコピー
          </Button>
          {!confirming && (
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
              アドレスを再発行する
            </Button>
          )}
        </div>
        {confirming && (
          <div className={styles.warning} role="group" aria-labelledby={`${id}-warning`}>
            <p id={`${id}-warning`}>
              再発行すると、今のアドレスはすぐに使えなくなり、登録済みのカレンダーにはエントリーが表示されなくなります。
              アドレスを他の人に知られたときなどに再発行してください。
            </p>
            <div className={styles.actions}>
              <Button variant="danger" onClick={issue} disabled={busy}>
                {busy ? "発行しています…" : "再発行する"}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
                やめる
              </Button>
            </div>
          </div>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        カレンダー連携
      </h2>
      <p className={styles.hint}>
        Googleカレンダーやカレンダー（iPhone・Mac）などに「URLで追加」すると、エントリーしたイベントの予定が自動で表示されます。キャンセルしたイベントは予定から消えます（反映までの時間はカレンダーアプリによって異なります）。
      </p>
      {body}
      <SaveStatus result={result} />
    </section>
  );
}
