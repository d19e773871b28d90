import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { Button } from "@/components/button";
import { ACCOUNT_DELETION_CONFIRMATION } from "@core/privacy";
import type { ApiRequester } from "@/lib/api";
import { withCsrfRetry } from "@/features/auth";
import { apiPost } from "@/lib/api/api-call";
import { needsReauthentication, privacyErrorMessage } from "../privacy-error-message";
import * as styles from "./privacy.module.css";

export type AccountDeletionSectionProps = {
  client: ApiRequester;
  reauthenticated: boolean;
  onReauthenticationNeeded: (message: string) => void;
  onDeleted: () => void;
};

/** アカウントを削除: an irreversible warning, then a confirm step where the student types 「退会する」. */
export function AccountDeletionSection({
  client,
  reauthenticated,
  onReauthenticationNeeded,
  onDeleted,
}: AccountDeletionSectionProps) {
  const id = React.useId();
  const confirmRef = React.useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typed = (confirmRef.current?.value ?? "").trim();
    setFormError(null);
    if (typed !== ACCOUNT_DELETION_CONFIRMATION) {
      setFieldError(`確認のため「${ACCOUNT_DELETION_CONFIRMATION}」と入力してください`);
      confirmRef.current?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await withCsrfRetry(() =>
        apiPost(apiPaths.myAccountDeletion, { body: { confirmation: ACCOUNT_DELETION_CONFIRMATION } }, { client }),
      );
      onDeleted();
    } catch (error) {
      setBusy(false);
      if (needsReauthentication(error)) {
        setConfirming(false);
        onReauthenticationNeeded(privacyErrorMessage(error));
      } else setFormError(privacyErrorMessage(error));
    }
  }

  const headingId = `${id}-heading`;
  const warningId = `${id}-warning`;
  const errorId = `${id}-error`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        3. アカウントを削除（退会）
      </h2>
      <div className={styles.warning} id={warningId}>
        <p>
          <strong>削除すると元に戻せません。</strong>
        </p>
        <ul className={styles.list}>
          <li>
            プロフィール、登録情報の回答、フォロー、クリップ、企業とのメッセージ、スカウト、ログイン履歴は消去されます。
          </li>
          <li>
            開催前のイベントへのエントリーはすべてキャンセルされます。開催済みのエントリーと参加記録も消去されます。
          </li>
          <li>投稿したクチコミは、投稿者が分からない形（卒業年度のみ）で残ります。</li>
          <li>すべての端末でログアウトされ、登録メールアドレスに完了のお知らせが届きます。</li>
        </ul>
        <p>必要なデータは、削除の前にダウンロードしてください。</p>
      </div>
      {!reauthenticated ? (
        <p className={styles.hint}>先に「1. 本人確認」を済ませてください。</p>
      ) : !confirming ? (
        <div className={styles.actions}>
          <Button variant="danger" size="large" onClick={() => setConfirming(true)}>
            アカウントを削除する
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-describedby={warningId}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-confirm`}>
              確認のため「{ACCOUNT_DELETION_CONFIRMATION}」と入力してください
            </label>
            <input
              ref={confirmRef}
              id={`${id}-confirm`}
              className={styles.input}
              type="text"
              name="confirmation"
              autoComplete="off"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              required
            />
            {fieldError && (
              <p id={errorId} className={styles.error}>
                {fieldError}
              </p>
            )}
          </div>
          <div className={styles.actions}>
            <Button variant="danger" size="large" type="submit" disabled={busy}>
              {busy ? "削除しています…" : "完全に削除する"}
            </Button>
            <Button variant="secondary" size="large" onClick={() => setConfirming(false)} disabled={busy}>
              やめる
            </Button>
          </div>
        </form>
      )}
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
    </section>
  );
}
