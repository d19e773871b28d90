import * as React from "react";
import { Button, ButtonLink } from "@/components/button";
import { registrationPagePath } from "@core/registration/registration-flow";
import { api } from "@/lib/api/default-client";
import { ResponseError } from "@/lib/api/errors";
import { withCsrfRetry, codeError, normaliseCode } from "@/features/auth";
import { confirmStudentVerificationCode, sendStudentVerificationMail } from "../api/registration-endpoints";
import { isUniversityEmail } from "../field-validation";
import { registrationErrorMessage } from "../registration-error-message";
import { useRegistrationGuard } from "../use-registration-guard";
import { TextField } from "./form-fields";
import { RegistrationCard, RegistrationStatus } from "./registration-card";
import * as styles from "./registration.module.css";
import { FormAlert } from "./form-alert";

type Stage = { kind: "email" } | { kind: "code"; email: string } | { kind: "done" };

function verificationErrorMessage(error: unknown): string {
  if (error instanceof ResponseError && error.body?.error.code === "invalid_verification_code") {
    return "確認コードが正しくないか、有効期限が切れています。メールに記載された6桁のコードをご確認ください。";
  }
  return registrationErrorMessage(error);
}

/**
 * /user_registrations/student_verification: a 6-digit code mailed to a university (ac.jp) address confirms the
 * student. Open only when signed in, registration completed and not yet confirmed (else /).
 */
export function StudentVerificationPage() {
  const guard = useRegistrationGuard(registrationPagePath("student_verification"), { studentCheck: true });
  const [stage, setStage] = React.useState<Stage>({ kind: "email" });
  const [email, setEmail] = React.useState("");
  const [code, setCode] = React.useState("");
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [submitting, setSubmitting] = React.useState(false);

  if (guard.status !== "ready") return <RegistrationStatus />;

  async function run(action: () => Promise<void>) {
    setSubmitting(true);
    setFormError(null);
    try {
      await action();
    } catch (failure) {
      setFormError(verificationErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  function focusInvalid() {
    window.setTimeout(() => document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus(), 0);
  }

  if (stage.kind === "done") {
    return (
      <RegistrationCard title="学生認証が完了しました">
        <p role="status">大学のメールアドレスで学生であることを確認しました。</p>
        <ButtonLink variant="primary" size="large" block href="/">
          トップページへ
        </ButtonLink>
      </RegistrationCard>
    );
  }

  if (stage.kind === "code") {
    return (
      <RegistrationCard
        title="確認コードの入力"
        lead={`${stage.email} 宛てに6桁の確認コードを送信しました（有効期限15分）。`}
      >
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const normalised = normaliseCode(code);
            const error = codeError(normalised);
            setFieldError(error);
            if (error) return focusInvalid();
            void run(async () => {
              await withCsrfRetry(() => confirmStudentVerificationCode(api, normalised));
              setStage({ kind: "done" });
            });
          }}
        >
          <TextField
            name="verification_code"
            label="確認コード（6桁）"
            required
            value={code}
            onChange={setCode}
            error={fieldError}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
          />
          <FormAlert message={formError} />
          <Button variant="primary" size="large" block type="submit" disabled={submitting}>
            {submitting ? "確認しています…" : "認証する"}
          </Button>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              setStage({ kind: "email" });
              setCode("");
              setFormError(null);
            }}
          >
            メールアドレスを入力し直す
          </button>
        </form>
      </RegistrationCard>
    );
  }

  return (
    <RegistrationCard
      title="学生認証"
      lead="大学から発行されたメールアドレス（ac.jp で終わるもの）に確認コードを送ります。"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = email.trim();
          const error =
            value === ""
              ? "大学のメールアドレスを入力してください"
              : isUniversityEmail(value)
                ? null
                : "ac.jp で終わる大学のメールアドレスを入力してください";
          setFieldError(error);
          if (error) return focusInvalid();
          void run(async () => {
            const sent = await withCsrfRetry(() => sendStudentVerificationMail(api, value));
            setFieldError(null);
            setStage({ kind: "code", email: sent.email });
          });
        }}
      >
        <TextField
          name="university_email"
          label="大学のメールアドレス"
          required
          type="email"
          value={email}
          onChange={setEmail}
          error={fieldError}
          inputMode="email"
          autoComplete="email"
          placeholder="taro@example.ac.jp"
          maxLength={254}
        />
        <FormAlert message={formError} />
        <Button variant="primary" size="large" block type="submit" disabled={submitting}>
          {submitting ? "送信しています…" : "確認コードを送る"}
        </Button>
      </form>
    </RegistrationCard>
  );
}
