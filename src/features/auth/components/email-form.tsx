import * as React from "react";
import { Button } from "@/components/button";
import { emailError } from "../form-validation";
import * as styles from "./auth-page.module.css";

export interface EmailFormProps {
  /** Sends the mail; resolves when sent, rejects with the Japanese message to show. */
  onSubmit: (email: string) => Promise<void>;
  submitLabel: string;
  initialEmail?: string;
  /** Shown between the field and the button (e.g. the terms note on registration). */
  children?: React.ReactNode;
}

/** One email field with its error next to it (aria-describedby) and a form-level error for failed calls. */
export function EmailForm({ onSubmit, submitLabel, initialEmail = "", children }: EmailFormProps) {
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [submitting, setSubmitting] = React.useState(false);
  // Until hydration the button is disabled, so a native submit can never put the address in a URL.
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    // Read from the field itself (uncontrolled): what was typed before hydration counts too.
    const email = inputRef.current?.value ?? "";
    const error = emailError(email);
    setFieldError(error);
    setFormError(null);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(email.trim());
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : String(failure));
      setSubmitting(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          メールアドレス
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="example@mirai-career.jp"
          defaultValue={initialEmail}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          required
        />
        {fieldError && (
          <p id={errorId} className={styles.fieldError}>
            {fieldError}
          </p>
        )}
      </div>
      {children}
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <Button variant="primary" size="large" block type="submit" disabled={submitting || !hydrated}>
        {submitting ? "送信しています…" : submitLabel}
      </Button>
    </form>
  );
}
