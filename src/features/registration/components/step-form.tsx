import * as React from "react";
import { Link } from "gatsby";
import { Button } from "@/components/button";
import { withCsrfRetry } from "@/features/auth";
import { registrationErrorMessage } from "../registration-error-message";
import { focusFirstInvalid } from "./form-fields";
import type { StepFlow } from "./step-page";
import * as styles from "./registration.module.css";
import { FormAlert } from "./form-alert";

export interface StepFormProps {
  flow: StepFlow;
  /** Field checks before sending: true when the form may be sent (errors are shown by the form itself). */
  validate: () => boolean;
  /** Stores the answers (a PUT); the step is completed after it. */
  save: () => Promise<unknown>;
  /** After a successful save (e.g. forget the unsent draft). */
  onSaved?: () => void;
  submitLabel?: string;
  children: React.ReactNode;
}

/** The form of a step: its fields, a form-level error, 「次へ」 and 「戻る」 (the previous step). */
export function StepForm({ flow, validate, save, onSaved, submitLabel = "次へ", children }: StepFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = React.useState(false);
  const [formError, setFormError] = React.useState<string | null>(null);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    if (!validate()) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setSubmitting(true);
    try {
      await withCsrfRetry(save);
      onSaved?.();
      await flow.finish();
    } catch (error) {
      setFormError(registrationErrorMessage(error));
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      {children}
      <FormAlert message={formError} />
      <div className={styles.actions}>
        <Button
          variant="primary"
          size="large"
          block
          type="submit"
          disabled={submitting}
          className={styles.submitButton}
        >
          {submitting ? "保存しています…" : submitLabel}
        </Button>
        {flow.backPath && (
          <Link to={flow.backPath} className={styles.backLink}>
            ← 前のステップに戻る
          </Link>
        )}
      </div>
    </form>
  );
}
