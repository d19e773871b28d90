import * as React from "react";
import { Link } from "gatsby";
import { Button, ButtonLink } from "@/components/button";
import { registrationPagePath } from "@core/registration/registration-flow";
import { api } from "@/lib/api/default-client";
import { withCsrfRetry } from "@/features/auth";
import { confirmStudent, getAnswer } from "../api/registration-endpoints";
import type { AffiliationResponse } from "../api/registration-types";
import { registrationErrorMessage } from "../registration-error-message";
import { useRegistrationGuard } from "../use-registration-guard";
import { RegistrationCard, RegistrationStatus } from "./registration-card";
import * as styles from "./registration.module.css";
import { FormAlert } from "./form-alert";

/**
 * /user_registrations/student_confirmation (step key student_confirmation): the student confirms the school details
 * of their affiliation. Open only when signed in, registration completed and not yet confirmed (else /).
 */
export function StudentConfirmationPage() {
  const guard = useRegistrationGuard(registrationPagePath("student_confirmation"), { studentCheck: true });
  const [affiliation, setAffiliation] = React.useState<AffiliationResponse | null | "failed">(null);
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState(false);

  React.useEffect(() => {
    if (guard.status !== "ready") return;
    void getAnswer(api, "affiliation").then(setAffiliation, () => setAffiliation("failed"));
  }, [guard.status]);

  if (guard.status !== "ready" || affiliation === null) return <RegistrationStatus />;
  if (done) {
    return (
      <RegistrationCard title="学生情報を確認しました">
        <p role="status">ご協力ありがとうございました。学生認証が完了しました。</p>
        <ButtonLink variant="primary" size="large" block href="/">
          トップページへ
        </ButtonLink>
      </RegistrationCard>
    );
  }

  async function confirm() {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await withCsrfRetry(() => confirmStudent(api));
      setDone(true);
    } catch (failure) {
      setError(registrationErrorMessage(failure));
      setSubmitting(false);
    }
  }

  const school = affiliation === "failed" ? null : affiliation;
  return (
    <RegistrationCard title="学生情報の確認" lead="登録されている学校情報に間違いがないかご確認ください。">
      {school ? (
        <dl className={styles.summary}>
          <dt>学校</dt>
          <dd>{school.display_university ?? school.display_high_school ?? "—"}</dd>
          <dt>学部・学科</dt>
          <dd>{[school.department_name, school.concentration_name].filter(Boolean).join(" ") || "—"}</dd>
          <dt>学年</dt>
          <dd>{school.grade ?? "—"}</dd>
          <dt>卒業予定</dt>
          <dd>{school.graduate_year ? `${school.graduate_year}年3月` : "—"}</dd>
        </dl>
      ) : (
        <p className={styles.formError}>学校情報を読み込めませんでした。ページを再読み込みしてください。</p>
      )}
      <FormAlert message={error} />
      <Button variant="primary" size="large" block onClick={confirm} disabled={submitting || !school}>
        {submitting ? "確認しています…" : "この内容で間違いありません"}
      </Button>
      <p className={styles.hint}>
        大学のメールアドレスをお持ちの方は、
        <Link to={registrationPagePath("student_verification")}>メールアドレスで認証する</Link>こともできます。
      </p>
    </RegistrationCard>
  );
}
