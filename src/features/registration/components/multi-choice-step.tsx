import * as React from "react";
import type { NamedChoice } from "@core/registration/registration-choices";
import { useStepAnswers } from "../use-step-answers";
import { ChoiceGroup } from "./form-fields";
import { StepForm } from "./step-form";
import { RegistrationStatus } from "./registration-card";
import type { StepFlow } from "./step-page";
import * as styles from "./registration.module.css";

export interface MultiChoiceStepProps {
  flow: StepFlow;
  draftKey: string;
  label: string;
  hint: string;
  /** null while the list loads; an empty list when it could not be loaded. */
  choices: NamedChoice[] | null;
  min: number;
  max: number;
  /** Ranked: the order of choosing is the priority (第1希望…), shown beside each chosen option. */
  ranked: boolean;
  load: () => Promise<number[]>;
  save: (ids: number[]) => Promise<unknown>;
  layout?: "wide" | "narrow";
}

/** A step that is one list of checkboxes: 1–5 industries, job types or factors, or any number of prefectures. */
export function MultiChoiceStep({
  flow,
  draftKey,
  label,
  hint,
  choices,
  min,
  max,
  ranked,
  load,
  save,
  layout = "wide",
}: MultiChoiceStepProps) {
  const { state, setValues, clearDraft } = useStepAnswers<{ ids: number[] }>(
    draftKey,
    () => load().then((ids) => ({ ids })),
    { ids: [] },
  );
  const [error, setError] = React.useState<string | null>(null);
  if (state.status !== "ready" || choices === null) return <RegistrationStatus />;
  const { ids } = state.values;

  function toggle(value: string, checked: boolean) {
    const id = Number(value);
    if (checked && ids.length >= max) {
      setError(`選べるのは${max}つまでです。ほかの選択を外してから選んでください`);
      return;
    }
    setError(null);
    setValues(() => ({ ids: checked ? [...ids, id] : ids.filter((chosen) => chosen !== id) }));
  }

  return (
    <StepForm
      flow={flow}
      validate={() => {
        const next = ids.length < min ? `${label}を${min}つ以上選んでください` : null;
        setError(next);
        return next === null;
      }}
      save={() => save(ids)}
      onSaved={clearDraft}
    >
      {choices.length === 0 && (
        <p className={styles.formError}>選択肢を読み込めませんでした。ページを再読み込みしてください。</p>
      )}
      <ChoiceGroup
        name={draftKey}
        label={label}
        required
        type="checkbox"
        layout={layout}
        hint={hint}
        options={choices.map((choice) => ({ value: String(choice.id), label: choice.name }))}
        selected={ids.map(String)}
        onChange={toggle}
        error={error}
        badgeFor={ranked ? (value) => `第${ids.indexOf(Number(value)) + 1}希望` : undefined}
      />
      <p className={styles.hint} aria-live="polite">
        {ids.length}件選択中{max < 47 ? `（最大${max}件）` : ""}
      </p>
    </StepForm>
  );
}
