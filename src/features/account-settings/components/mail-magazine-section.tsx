import * as React from "react";
import { AUDIENCE_FLAG_CHOICES, MAIL_CAMPAIGN_CHOICES, type AudienceFlag } from "@core/account-settings";
import { apiPaths } from "@core/api-paths";
import type { MailCampaignType } from "@core/api/current-user";
import type { MailMagazineOptionResponse } from "@core/api/user-registration-preferences";
import { Button } from "@/components/button";
import type { CurrentUserStore } from "@/features/auth";
import { withCsrfRetry } from "@/features/auth";
import { apiPut } from "@/lib/api/api-call";
import type { ApiRequester } from "@/lib/api";
import { apiQuery, useApiQuery } from "@/lib/data";
import { settingsErrorMessage, settingsLoadErrorMessage } from "../settings-error-message";
import { SaveStatus, type SaveResult } from "./save-status";
import * as styles from "./account-settings.module.css";

export type MailMagazineSectionProps = { client: ApiRequester; userStore: CurrentUserStore };

function MailMagazineForm({
  client,
  userStore,
  saved,
}: MailMagazineSectionProps & { saved: MailMagazineOptionResponse }) {
  const id = React.useId();
  const [values, setValues] = React.useState(saved);
  const [busy, setBusy] = React.useState(false);
  const [result, setResult] = React.useState<SaveResult>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      const answer = await withCsrfRetry(() =>
        apiPut(apiPaths.userRegistrationMailMagazineOption, { body: values }, { client }),
      );
      setValues(answer);
      userStore.updateUser({ mail_campaign_types: answer.receive_mail_campaigns });
      setResult({
        kind: "saved",
        message:
          answer.receive_mail_campaigns.length === 0
            ? "メールの設定を保存しました。メールマガジンはすべて配信を停止します。"
            : "メールの設定を保存しました。",
      });
    } catch (error) {
      setResult({ kind: "failed", message: settingsErrorMessage(error, "メールの設定") });
    } finally {
      setBusy(false);
    }
  }

  function toggleCampaign(type: MailCampaignType, checked: boolean) {
    setValues((previous) => ({
      ...previous,
      receive_mail_campaigns: checked
        ? MAIL_CAMPAIGN_CHOICES.map((choice) => choice.value).filter(
            (value) => value === type || previous.receive_mail_campaigns.includes(value),
          )
        : previous.receive_mail_campaigns.filter((value) => value !== type),
    }));
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>受け取るメール</legend>
        <p className={styles.hint}>チェックを外したメールは配信を停止します。</p>
        {MAIL_CAMPAIGN_CHOICES.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="checkbox"
              name="receive_mail_campaigns"
              value={choice.value}
              checked={values.receive_mail_campaigns.includes(choice.value)}
              onChange={(event) => toggleCampaign(choice.value, event.target.checked)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>あわせて受け取りたい情報</legend>
        {AUDIENCE_FLAG_CHOICES.map((flag) => (
          <label key={flag.value} className={styles.choice}>
            <input
              type="checkbox"
              name={`${id}-${flag.value}`}
              checked={values[flag.value]}
              onChange={(event) =>
                setValues((previous) => ({ ...previous, [flag.value as AudienceFlag]: event.target.checked }))
              }
            />
            {flag.label}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="primary" type="submit" disabled={busy}>
          {busy ? "保存しています…" : "メールの設定を保存"}
        </Button>
      </div>
      <SaveStatus result={result} />
    </form>
  );
}

/** メールマガジン: the registration's mail magazine option (its GET/PUT), changed at any time after registration. */
export function MailMagazineSection({ client, userStore }: MailMagazineSectionProps) {
  const id = React.useId();
  const query = useApiQuery(apiQuery(apiPaths.userRegistrationMailMagazineOption, {}, client));
  const headingId = `${id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        メールマガジン
      </h2>
      {query.isError ? (
        <p role="alert" className={styles.error}>
          {settingsLoadErrorMessage(query.error, "メールの設定")}
        </p>
      ) : query.data ? (
        <MailMagazineForm client={client} userStore={userStore} saved={query.data} />
      ) : (
        <p role="status" aria-busy="true">
          読み込んでいます…
        </p>
      )}
    </section>
  );
}
