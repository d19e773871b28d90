import * as React from "react";
import { Button } from "@/components/button";
import { getAnswer, putAnswer } from "../api/registration-endpoints";
import {
  ACTIVITIES_MAX,
  ACTIVITY_CATEGORIES,
  ACTIVITY_DESCRIPTION_MAX_LENGTH,
  activitiesRequest,
  EMPTY_ACTIVITY,
  validateActivities,
  type ActivityErrors,
  type ActivityRow,
} from "../activity-values";
import { useStepAnswers } from "../use-step-answers";
import { SelectField, TextAreaField } from "./form-fields";
import { StepForm } from "./step-form";
import { RegistrationStatus } from "./registration-card";
import type { StepFlow } from "./step-page";
import * as styles from "./registration.module.css";

const largeOptions = Object.keys(ACTIVITY_CATEGORIES).map((name) => ({ value: name, label: name }));

/** Step activity: 学生時代に力を入れた活動, 1 to 10 entries in the order the student lists them. */
export function ActivityStep({ flow }: { flow: StepFlow }) {
  const { state, setValues, clearDraft } = useStepAnswers<{ rows: ActivityRow[] }>(
    "user_activities",
    () =>
      getAnswer(flow.client, "user_activities").then((answer) => {
        const rows = [...answer.user_activities]
          .sort((a, b) => a.order - b.order)
          .map(({ large_category, medium_category, description }) => ({
            large_category,
            medium_category,
            description,
          }));
        return { rows: rows.length > 0 ? rows : [EMPTY_ACTIVITY] };
      }),
    { rows: [EMPTY_ACTIVITY] },
  );
  const [errors, setErrors] = React.useState<ActivityErrors>([]);
  const addRef = React.useRef<HTMLButtonElement>(null);
  if (state.status !== "ready") return <RegistrationStatus />;
  const { rows } = state.values;
  const updateRow = (index: number, patch: Partial<ActivityRow>) =>
    setValues((previous) => ({ rows: previous.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) }));

  return (
    <StepForm
      flow={flow}
      validate={() => {
        const next = validateActivities(rows);
        setErrors(next);
        return next.every((row) => Object.values(row).every((error) => !error));
      }}
      save={() => putAnswer(flow.client, "user_activities", activitiesRequest(rows))}
      onSaved={clearDraft}
    >
      <p className={styles.hint}>
        サークル、アルバイト、ゼミなど、学生時代に取り組んだことを教えてください。特にない場合は空欄のまま進めます。
      </p>
      {rows.map((row, index) => {
        const rowErrors = errors[index] ?? {};
        const n = index + 1;
        return (
          <section key={index} className={styles.section} aria-labelledby={`activity-${n}-heading`}>
            <h2 id={`activity-${n}-heading`} className={styles.sectionHeading}>
              活動 {n}
            </h2>
            <div className={styles.row}>
              <SelectField
                name={`activity-${n}-large`}
                label="活動の種類"
                value={row.large_category}
                onChange={(large_category) => updateRow(index, { large_category, medium_category: "" })}
                options={largeOptions}
                error={rowErrors.large_category}
              />
              <SelectField
                name={`activity-${n}-medium`}
                label="活動の内容"
                value={row.medium_category}
                onChange={(medium_category) => updateRow(index, { medium_category })}
                options={(ACTIVITY_CATEGORIES[row.large_category] ?? []).map((name) => ({ value: name, label: name }))}
                placeholder={row.large_category === "" ? "先に活動の種類を選択" : "選択してください"}
                error={rowErrors.medium_category}
              />
            </div>
            <TextAreaField
              name={`activity-${n}-description`}
              label="取り組んだこと・役割・成果"
              value={row.description}
              onChange={(description) => updateRow(index, { description })}
              maxLength={ACTIVITY_DESCRIPTION_MAX_LENGTH}
              rows={4}
              error={rowErrors.description}
            />
            {rows.length > 1 && (
              <Button
                variant="secondary"
                size="large"
                onClick={() => {
                  setValues((previous) => ({ rows: previous.rows.filter((_, i) => i !== index) }));
                  setErrors((previous) => previous.filter((_, i) => i !== index));
                  window.setTimeout(() => addRef.current?.focus(), 0);
                }}
              >
                活動 {n} を削除
              </Button>
            )}
          </section>
        );
      })}
      {rows.length < ACTIVITIES_MAX && (
        <Button
          variant="secondary"
          size="large"
          block
          ref={addRef}
          onClick={() => setValues((previous) => ({ rows: [...previous.rows, EMPTY_ACTIVITY] }))}
        >
          ＋ 活動を追加する（最大{ACTIVITIES_MAX}件）
        </Button>
      )}
    </StepForm>
  );
}
