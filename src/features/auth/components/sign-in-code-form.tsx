import * as React from "react";
import { Button } from "@/components/button";
import type { ApiRequester } from "@/lib/api/requester";
import { signInWithCode } from "../api/auth-endpoints";
import { withCsrfRetry } from "../api/with-csrf-retry";
import { authErrorMessage } from "../auth-error-message";
import { codeError, normaliseCode } from "../form-validation";
import { safeReturnTo } from "../return-to";
import * as styles from "./auth-page.module.css";

export interface SignInCodeFormProps {
  client: ApiRequester;
  email: string;
  /** Sends the mail again; rejects with the Japanese message to show. */
  onResend: () => Promise<void>;
  /** Back to the email form. */
  onChangeEmail: () => void;
  /** Goes to the page the server names (a full load, so every component sees the new session). */
  assign: (url: string) => void;
  submitLabel?: string;
}

/** 「メールを送信しました」 (the page's heading from now on) and the 6-digit code form of /login and /user_registrations. */
export function SignInCodeForm({
  client,
  email,
  onResend,
  onChangeEmail,
  assign,
  submitLabel = "ログイン",
}: SignInCodeFormProps) {
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState<string | null>(null);
  const [submitting, setSubmitting] = React.useState(false);
  const [resending, setResending] = React.useState(false);

  React.useEffect(() => {
    inputRef.current?.focus();
  }, []);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const normalised = normaliseCode(inputRef.current?.value ?? "");
    const error = codeError(normalised);
    setFieldError(error);
    setFormError(null);
    setNotice(null);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await withCsrfRetry(() => signInWithCode(client, normalised));
      assign(safeReturnTo(result.return_to));
    } catch (failure) {
      setFormError(authErrorMessage(failure, "code"));
      setSubmitting(false);
    }
  }

  async function handleResend() {
    if (resending) return;
    setResending(true);
    setFormError(null);
    setNotice(null);
    try {
      await onResend();
      if (inputRef.current) inputRef.current.value = "";
      setNotice("メールを再送しました。新しいメールに記載された確認コードを入力してください。");
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setResending(false);
    }
  }

  const sentId = `${id}-sent`;
  const errorId = `${id}-error`;
  return (
    <div>
      <h1 className={styles.heading}>メールを送信しました</h1>
      <p id={sentId}>
        <strong>{email}</strong>
        宛てに、ログイン用のリンクと6桁の確認コードを送信しました。メールのリンクを開くか、確認コードを入力してください。
      </p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-code`}>
            確認コード（6桁）
          </label>
          <input
            ref={inputRef}
            id={`${id}-code`}
            className={`${styles.input} ${styles.codeInput}`}
            type="text"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={8}
            defaultValue=""
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${errorId} ${sentId}` : sentId}
            required
          />
          {fieldError && (
            <p id={errorId} className={styles.fieldError}>
              {fieldError}
            </p>
          )}
        </div>
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <Button variant="primary" size="large" block type="submit" disabled={submitting}>
          {submitting ? "確認しています…" : submitLabel}
        </Button>
        <Button variant="secondary" size="large" block onClick={handleResend} disabled={resending}>
          {resending ? "再送しています…" : "メールを再送する"}
        </Button>
      </form>
      <ul className={styles.links}>
        <li>メールが届かない場合は、迷惑メールフォルダもご確認ください。</li>
        <li>
          <button type="button" className={styles.textButton} onClick={onChangeEmail}>
            メールアドレスを入力し直す
          </button>
        </li>
      </ul>
    </div>
  );
}
