import * as React from "react";
import { apiPaths } from "@core/api-paths";
import { graduateYearLabel, selectableGraduateYears } from "@core/graduate-year";
import { Button } from "@/components/button";
import type { CurrentUserStore } from "@/features/auth";
import { withCsrfRetry } from "@/features/auth";
import { apiPatch } from "@/lib/api/api-call";
import type { ApiRequester } from "@/lib/api";
import { invalidateAllQueries } from "@/lib/data";
import { settingsErrorMessage } from "../settings-error-message";
import { SaveStatus, type SaveResult } from "./save-status";
import * as styles from "./account-settings.module.css";

export type GraduateYearSectionProps = {
  client: ApiRequester;
  userStore: CurrentUserStore;
  /** the stored year; null when the student has none */
  current: number | null;
  now: Date;
};

/** 卒業予定年: one of the selectable years; saved, the whole site follows (the current user and every cached answer). */
export function GraduateYearSection({ client, userStore, current, now }: GraduateYearSectionProps) {
  const id = React.useId();
  const years = selectableGraduateYears(now);
  const [value, setValue] = React.useState(current !== null && years.includes(current) ? String(current) : "");
  const [busy, setBusy] = React.useState(false);
  const [result, setResult] = React.useState<SaveResult>(null);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (value === "") {
      setResult({ kind: "failed", message: "卒業予定年を選択してください。" });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await withCsrfRetry(() =>
        apiPatch(apiPaths.userGraduateYear, { body: { graduate_year: Number(value) } }, { client }),
      );
      userStore.updateUser({
        graduate_year: answer.graduate_year,
        graduate_year_number: answer.graduate_year_number,
      });
      void invalidateAllQueries();
      setResult({
        kind: "saved",
        message: `卒業予定年を${answer.graduate_year}に変更しました。イベントの対象年度の表示などに反映されます。`,
      });
    } catch (error) {
      setResult({ kind: "failed", message: settingsErrorMessage(error, "卒業予定年") });
    } finally {
      setBusy(false);
    }
  }

  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        卒業予定年
      </h2>
      <form className={styles.form} onSubmit={save} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-year`}>
            卒業予定年
          </label>
          <select
            id={`${id}-year`}
            name="graduate_year"
            className={styles.select}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-describedby={hintId}
            required
          >
            <option value="" disabled>
              選択してください
            </option>
            {years.map((year) => (
              <option key={year} value={year}>
                {graduateYearLabel(year)}
              </option>
            ))}
          </select>
          <p id={hintId} className={styles.hint}>
            {current === null ? "まだ登録されていません。" : `現在の登録: ${graduateYearLabel(current)}。`}
            対象年度のイベントの表示やエントリーの可否に使われます。
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" type="submit" disabled={busy}>
            {busy ? "保存しています…" : "卒業予定年を保存"}
          </Button>
        </div>
        <SaveStatus result={result} />
      </form>
    </section>
  );
}
