import * as React from "react";
import { Link } from "gatsby";
import { ButtonLink } from "@/components/button";
import { registrationPagePath } from "@core/registration/registration-flow";
import { api } from "@/lib/api/default-client";
import { withCsrfRetry } from "@/features/auth";
import { completeRegistration } from "../api/registration-endpoints";
import type { CompletionResult } from "../api/registration-types";
import { keepCompletionResult, takeCompletionResult } from "../completion-result-store";
import { forgetRegistrationLookup } from "../registration-lookup";
import { registrationErrorMessage } from "../registration-error-message";
import { useFlowPage } from "../use-flow-page";
import { RegistrationCard, RegistrationStatus } from "./registration-card";
import * as styles from "./registration.module.css";

type Result =
  | { status: "loading" }
  | { status: "ready"; result: CompletionResult }
  | { status: "failed"; message: string };

/**
 * /user_registrations/result: the completion result (spec §3). Reached after confirm, or straight from
 * recommend_sites on an older version: then every step is done and this page completes the registration (a repeated
 * complete call answers the first result, so a reload changes nothing).
 */
export function ResultPage() {
  const page = useFlowPage({ allowCompleted: true });
  const [state, setState] = React.useState<Result>({ status: "loading" });

  React.useEffect(() => {
    if (page.status !== "ready") return;
    const kept = takeCompletionResult();
    if (kept) return void setState({ status: "ready", result: kept });
    let active = true;
    withCsrfRetry(() => completeRegistration(api)).then(
      (result) => {
        keepCompletionResult(result);
        forgetRegistrationLookup();
        if (active) setState({ status: "ready", result });
      },
      (error: unknown) => active && setState({ status: "failed", message: registrationErrorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [page.status]);

  if (state.status === "failed") {
    return (
      <RegistrationCard title="登録を完了できませんでした">
        <p className={styles.formError} role="alert">
          {state.message}
        </p>
        <Link to={registrationPagePath("confirm")} className={styles.backLink}>
          登録内容の確認に戻る
        </Link>
      </RegistrationCard>
    );
  }
  if (page.status !== "ready" || state.status !== "ready") return <RegistrationStatus />;
  const { result } = state;
  const entered = result.event_entry_results.filter((entry) => entry.error_message === null);
  const failedEntries = result.event_entry_results.filter((entry) => entry.error_message !== null);

  return (
    <RegistrationCard
      title="会員登録が完了しました"
      lead="ミライキャリアへようこそ。さっそくイベントや企業を探してみましょう。"
    >
      {result.event_entry_results.length > 0 && (
        <section className={styles.section} aria-labelledby="result-entries-heading">
          <h2 id="result-entries-heading" className={styles.sectionHeading}>
            イベントへのエントリー
          </h2>
          {entered.length > 0 && <p>{entered.length}件の日程にエントリーしました。</p>}
          <ul className={styles.choices}>
            {result.event_entry_results.map((entry) => (
              <li key={entry.schedule_id}>
                {entry.event?.title ?? `日程 ${entry.schedule_id}`}：
                {entry.error_message === null ? (
                  "エントリー済み"
                ) : (
                  <span className={styles.fieldError}>{entry.error_message}</span>
                )}
              </li>
            ))}
          </ul>
          {failedEntries.length > 0 && (
            <p className={styles.hint}>エントリーできなかった日程は、イベントページから改めてお申し込みください。</p>
          )}
        </section>
      )}
      {result.site_registration_results.length > 0 && (
        <section className={styles.section} aria-labelledby="result-sites-heading">
          <h2 id="result-sites-heading" className={styles.sectionHeading}>
            提携サイトへの登録
          </h2>
          <ul className={styles.choices}>
            {result.site_registration_results.map((site) => (
              <li key={site.cooperating_site_id}>
                {site.name}：
                {site.error_message === null ? (
                  "登録しました"
                ) : (
                  <span className={styles.fieldError}>{site.error_message}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!result.student_confirmation_completed && (
        <section className={styles.section} aria-labelledby="result-student-heading">
          <h2 id="result-student-heading" className={styles.sectionHeading}>
            学生認証（任意）
          </h2>
          <p className={styles.hint}>学生であることを確認すると、学生限定のイベントに参加しやすくなります。</p>
          <ul className={styles.choices}>
            <li>
              <Link to={registrationPagePath("student_verification")}>大学のメールアドレスで認証する</Link>
            </li>
            <li>
              <Link to={registrationPagePath("student_confirmation")}>登録した学校情報を確認して認証する</Link>
            </li>
          </ul>
        </section>
      )}
      <ButtonLink variant="primary" size="large" block href="/">
        トップページへ
      </ButtonLink>
    </RegistrationCard>
  );
}
