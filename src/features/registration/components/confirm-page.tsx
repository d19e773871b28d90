import * as React from "react";
import { Link, navigate } from "gatsby";
import { Button } from "@/components/button";
import { orderedSteps, stepPagePath, type RegistrationStepKey } from "@core/registration/registration-flow";
import { api } from "@/lib/api/default-client";
import { withCsrfRetry, safeReturnTo } from "@/features/auth";
import { completeRegistration, getAnswer, getThanksPageUrl } from "../api/registration-endpoints";
import type { AffiliationResponse, BasicInformation } from "../api/registration-types";
import { keepCompletionResult } from "../completion-result-store";
import { reportCooperatingSiteRegistrations } from "../cooperating-site-registrations";
import { forgetRegistrationLookup } from "../registration-lookup";
import { registrationErrorMessage } from "../registration-error-message";
import { useFlowPage } from "../use-flow-page";
import { RegistrationCard, RegistrationStatus } from "./registration-card";
import * as styles from "./registration.module.css";
import { FormAlert } from "./form-alert";

const STEP_LABELS: Record<RegistrationStepKey, string> = {
  basic_information: "基本情報",
  affiliation: "学校情報",
  preferred_business_category: "興味のある業界",
  preferred_job_type: "興味のある職種",
  preferred_work_prefecture: "働きたい場所",
  preferred_company_choice_factor_type: "就活の軸",
  entry_on_user_registration: "おすすめのイベント",
  scout_option: "スカウトの受け取り",
  activity: "学生時代の活動",
  student_endeavor: "学生時代に力を入れたこと",
  new_grad_referral_option: "新卒紹介サービス",
  mail_magazine_unsubscribe: "メールの配信設定",
  cooperating_site: "提携サイトへの同時登録",
  student_confirmation: "学生情報の確認",
};

type Summary = { basic: BasicInformation | null; affiliation: AffiliationResponse | null };

/** /user_registrations/confirm: the main answers to check, a link to every step to change it, then 登録を完了する. */
export function ConfirmPage() {
  const page = useFlowPage({ allowCompleted: false });
  const [summary, setSummary] = React.useState<Summary | null>(null);
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (page.status !== "ready") return;
    let active = true;
    void Promise.all([
      getAnswer(api, "basic_information").catch(() => null),
      getAnswer(api, "affiliation").catch(() => null),
    ]).then(([basic, affiliation]) => {
      if (active) setSummary({ basic, affiliation });
    });
    return () => {
      active = false;
    };
  }, [page.status]);

  if (page.status !== "ready" || summary === null) return <RegistrationStatus />;
  const steps = orderedSteps(page.lookup.version).filter((step) => step !== "student_confirmation");
  const { basic, affiliation } = summary;

  async function complete() {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await withCsrfRetry(() => completeRegistration(api));
      keepCompletionResult(result);
      reportCooperatingSiteRegistrations(result);
      forgetRegistrationLookup();
      const { thanks_page_url } = await getThanksPageUrl(api).catch(() => ({ thanks_page_url: null }));
      await navigate(safeReturnTo(thanks_page_url ?? "/user_registrations/result"), { replace: true });
    } catch (failure) {
      setError(registrationErrorMessage(failure));
      setSubmitting(false);
    }
  }

  return (
    <RegistrationCard title="登録内容の確認" lead="内容に間違いがなければ「登録を完了する」を押してください。">
      <dl className={styles.summary}>
        <dt>氏名</dt>
        <dd>
          {basic
            ? `${basic.last_name ?? ""} ${basic.first_name ?? ""}（${basic.last_name_kana ?? ""} ${basic.first_name_kana ?? ""}）`
            : "—"}
        </dd>
        <dt>生年月日</dt>
        <dd>{basic?.date_of_birth ?? "—"}</dd>
        <dt>電話番号</dt>
        <dd>{basic?.tel ?? "—"}</dd>
        <dt>学校</dt>
        <dd>
          {affiliation
            ? [
                affiliation.display_university ?? affiliation.display_high_school,
                affiliation.department_name,
                affiliation.concentration_name,
              ]
                .filter(Boolean)
                .join(" ")
            : "—"}
        </dd>
        <dt>卒業予定</dt>
        <dd>{affiliation?.graduate_year ? `${affiliation.graduate_year}年3月` : "—"}</dd>
      </dl>
      <section className={styles.section} aria-labelledby="confirm-steps-heading">
        <h2 id="confirm-steps-heading" className={styles.sectionHeading}>
          入力した項目
        </h2>
        <ul className={styles.choices}>
          {steps.map((step) => (
            <li key={step}>
              {STEP_LABELS[step]}（
              <Link to={stepPagePath(step)}>
                修正する<span className="visually-hidden">: {STEP_LABELS[step]}</span>
              </Link>
              ）
            </li>
          ))}
        </ul>
      </section>
      <FormAlert message={error} />
      <Button variant="primary" size="large" block onClick={complete} disabled={submitting}>
        {submitting ? "登録しています…" : "登録を完了する"}
      </Button>
      {steps.length > 0 && (
        <Link to={stepPagePath(steps[steps.length - 1]!)} className={styles.backLink}>
          ← 前のステップに戻る
        </Link>
      )}
    </RegistrationCard>
  );
}
