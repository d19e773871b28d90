import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { Button } from "@/components/button";
import type { CurrentUserStore } from "@/features/auth";
import { withCsrfRetry } from "@/features/auth";
import { apiPatch } from "@/lib/api/api-call";
import type { ApiRequester } from "@/lib/api";
import { settingsErrorMessage } from "../settings-error-message";
import { SaveStatus, type SaveResult } from "./save-status";
import * as styles from "./account-settings.module.css";

export type ScoutSectionProps = {
  client: ApiRequester;
  userStore: CurrentUserStore;
  /** the Current user's scout_enabled */
  current: boolean;
};

/** スカウト: whether companies may send the student scout messages (the registration's scout_option, changed later). */
export function ScoutSection({ client, userStore, current }: ScoutSectionProps) {
  const id = React.useId();
  const [receive, setReceive] = React.useState(current);
  const [busy, setBusy] = React.useState(false);
  const [result, setResult] = React.useState<SaveResult>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await withCsrfRetry(() =>
        apiPatch(apiPaths.userReceiveScoutMessage, { body: { receive_scout_message: receive } }, { client }),
      );
      userStore.updateUser({ scout_enabled: answer.scout_approved });
      setReceive(answer.scout_approved);
      setResult({
        kind: "saved",
        message: answer.scout_approved
          ? "企業からのスカウトを受け取る設定にしました。"
          : "企業からのスカウトを受け取らない設定にしました。",
      });
    } catch (error) {
      setResult({ kind: "failed", message: settingsErrorMessage(error, "スカウトの設定") });
    } finally {
      setBusy(false);
    }
  }

  const headingId = `${id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        企業からのスカウト
      </h2>
      <form className={styles.form} onSubmit={save} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>スカウトメッセージ</legend>
          <p className={styles.hint}>
            受け取る場合、あなたのプロフィール（氏名・連絡先を除く）を見た企業からスカウトが届きます。
          </p>
          <label className={styles.choice}>
            <input
              type="radio"
              name="receive_scout_message"
              value="true"
              checked={receive}
              onChange={() => setReceive(true)}
            />
            受け取る
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="receive_scout_message"
              value="false"
              checked={!receive}
              onChange={() => setReceive(false)}
            />
            受け取らない
          </label>
        </fieldset>
        <div className={styles.actions}>
          <Button variant="primary" type="submit" disabled={busy}>
            {busy ? "保存しています…" : "スカウトの設定を保存"}
          </Button>
        </div>
        <SaveStatus result={result} />
      </form>
    </section>
  );
}
