import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { Button } from "@/components/button";
import { REAUTHENTICATION_WINDOW_MINUTES } from "@core/privacy";
import type { ApiRequester } from "@/lib/api";
import { codeError, normaliseCode, withCsrfRetry } from "@/features/auth";
import { apiPost } from "@/lib/api/api-call";
import { privacyErrorMessage } from "../privacy-error-message";
import * as styles from "./privacy.module.css";

const tokyoTime = new Intl.DateTimeFormat("ja-JP", { timeZone: "Asia/Tokyo", hour: "2-digit", minute: "2-digit" });

export type ReauthenticationSectionProps = {
  client: ApiRequester;
  /** until when export and deletion are allowed; null: a code must be typed first */
  until: Date | null;
  onReauthenticated: (until: Date) => void;
  /** why the previous attempt at export or deletion needs a new code */
  expiredMessage: string | null;
};

type Step = { kind: "start" } | { kind: "code"; resent: boolean };

/** 本人確認: a fresh 6-digit code mailed to the student, typed here; export and deletion then work for 10 minutes. */
export function ReauthenticationSection({
  client,
  until,
  onReauthenticated,
  expiredMessage,
}: ReauthenticationSectionProps) {
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [step, setStep] = React.useState<Step>({ kind: "start" });
  const [busy, setBusy] = React.useState(false);
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (step.kind === "code") inputRef.current?.focus();
  }, [step]);

  async function sendCode() {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    try {
      await withCsrfRetry(() => apiPost(apiPaths.reauthenticationMails, {}, { client }));
      setStep({ kind: "code", resent: step.kind === "code" });
      if (inputRef.current) inputRef.current.value = "";
    } catch (error) {
      setFormError(privacyErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const code = normaliseCode(inputRef.current?.value ?? "");
    const error = codeError(code);
    setFieldError(error);
    setFormError(null);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await withCsrfRetry(() => apiPost(apiPaths.reauthentications, { body: { code } }, { client }));
      setStep({ kind: "start" });
      onReauthenticated(new Date(result.reauthenticated_until));
    } catch (failure) {
      setFormError(privacyErrorMessage(failure));
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  const headingId = `${id}-heading`;
  const errorId = `${id}-code-error`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        1. 本人確認
      </h2>
      <p>
        データのダウンロードとアカウントの削除の前に、登録メールアドレスに届く6桁の確認コードで本人確認をします。確認できると
        {REAUTHENTICATION_WINDOW_MINUTES}分間、この端末で操作できます。
      </p>
      {until && (
        <p className={styles.notice} role="status">
          本人確認が済みました（{tokyoTime.format(until)}まで有効）。
        </p>
      )}
      {expiredMessage && !until && (
        <p className={styles.error} role="alert">
          {expiredMessage}
        </p>
      )}
      {step.kind === "start" ? (
        <div className={styles.actions}>
          <Button variant={until ? "secondary" : "primary"} size="large" onClick={sendCode} disabled={busy}>
            {busy ? "送信しています…" : until ? "確認コードをもう一度受け取る" : "確認コードをメールで受け取る"}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submitCode} noValidate>
          <p role="status">
            {step.resent
              ? "確認コードを再送しました。新しいメールのコードを入力してください。"
              : "確認コードを送信しました。メールに記載された6桁のコードを入力してください。"}
          </p>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-code`}>
              確認コード（6桁）
            </label>
            <input
              ref={inputRef}
              id={`${id}-code`}
              className={styles.input}
              type="text"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
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
            <Button variant="primary" size="large" type="submit" disabled={busy}>
              {busy ? "確認しています…" : "本人確認する"}
            </Button>
            <Button variant="secondary" size="large" onClick={sendCode} disabled={busy}>
              メールを再送する
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
