import * as React from "react";
import { selectableGraduateYears } from "@core/graduate-year";
import { getAnswer, putAnswer } from "../api/registration-endpoints";
import {
  affiliationFromSaved,
  affiliationRequest,
  COURSE_MAX_LENGTH,
  EMPTY_AFFILIATION,
  GRADES,
  SCHOOL_NAME_MAX_LENGTH,
  SCHOOL_TYPES,
  SEMINAR_CIRCLE_MAX_LENGTH,
  validateAffiliation,
  type AffiliationErrors,
  type AffiliationValues,
  type Pick,
} from "../affiliation-values";
import { useRegistrationChoices, useSchoolDirectory } from "../use-registration-choices";
import { useStepAnswers } from "../use-step-answers";
import { ChoiceGroup, SelectField, TextField } from "./form-fields";
import { SearchSelect, type SearchOption } from "./search-select";
import { StepForm } from "./step-form";
import { RegistrationStatus } from "./registration-card";
import type { StepFlow } from "./step-page";
import * as styles from "./registration.module.css";

const NONE: Pick = { kind: "none" };

function ManualField({
  name,
  label,
  pick,
  onChange,
  error,
  onBack,
  required = true,
}: {
  name: string;
  label: string;
  pick: Pick;
  onChange: (pick: Pick) => void;
  error?: string | null;
  onBack?: () => void;
  required?: boolean;
}) {
  return (
    <div className={styles.field}>
      <TextField
        name={name}
        label={label}
        required={required}
        value={pick.kind === "manual" ? pick.name : ""}
        onChange={(name) => onChange({ kind: "manual", name })}
        error={error}
        maxLength={SCHOOL_NAME_MAX_LENGTH}
      />
      {onBack && (
        <button type="button" className={`${styles.textButton} ${styles.manualButton}`} onClick={onBack}>
          候補から検索する
        </button>
      )}
    </div>
  );
}

/** Step affiliation: 学校の種類, 学校・学部・学科 (search with a manual fallback) or 高校, 卒業予定年, 学年. */
export function AffiliationStep({ flow }: { flow: StepFlow }) {
  const { state, setValues, clearDraft } = useStepAnswers<AffiliationValues>(
    "affiliation",
    () => getAnswer(flow.client, "affiliation").then(affiliationFromSaved),
    EMPTY_AFFILIATION,
  );
  const [errors, setErrors] = React.useState<AffiliationErrors>({});
  const { data: choices } = useRegistrationChoices();
  const { data: schools, failed: schoolsFailed } = useSchoolDirectory();

  const universities = React.useMemo<SearchOption[]>(
    () => (schools?.universities ?? []).map((u) => ({ id: u.id, name: u.name, searchAlso: u.kana })),
    [schools],
  );
  const highSchools = React.useMemo<SearchOption[]>(
    () =>
      (schools?.highSchools ?? []).map((h) => ({
        id: h.id,
        name: h.name,
        detail: h.prefecture,
        searchAlso: h.prefecture,
      })),
    [schools],
  );

  if (state.status !== "ready") return <RegistrationStatus />;
  const values = state.values;
  const update = (patch: Partial<AffiliationValues>) => setValues((previous) => ({ ...previous, ...patch }));
  const highSchoolRoute = values.school_type === "high_school";
  const universityId = values.university.kind === "chosen" ? values.university.id : null;
  const departmentId = values.department.kind === "chosen" ? values.department.id : null;
  const departments =
    universityId === null ? [] : (schools?.departments ?? []).filter((d) => d.university_id === universityId);
  const concentrations =
    departmentId === null ? [] : (schools?.concentrations ?? []).filter((c) => c.department_id === departmentId);
  const years = selectableGraduateYears(new Date()).map((year) => ({
    value: String(year),
    label: `${year}年3月卒業予定（${String(year % 100).padStart(2, "0")}卒）`,
  }));

  // A typed university takes a typed department and concentration; a typed department a typed concentration.
  const departmentTyped =
    values.university.kind === "manual" ||
    values.department.kind === "manual" ||
    (universityId !== null && departments.length === 0 && schools !== null);
  const concentrationTyped =
    departmentTyped || values.concentration.kind === "manual" || (departmentId !== null && concentrations.length === 0);

  return (
    <StepForm
      flow={flow}
      validate={() => {
        const next = validateAffiliation(values);
        setErrors(next);
        return Object.values(next).every((error) => !error);
      }}
      save={() => putAnswer(flow.client, "affiliation", affiliationRequest(values))}
      onSaved={clearDraft}
    >
      <ChoiceGroup
        name="school_type"
        label="学校の種類"
        required
        type="radio"
        layout="wide"
        options={SCHOOL_TYPES}
        selected={[values.school_type]}
        onChange={(value) => update({ school_type: value as AffiliationValues["school_type"] })}
        error={errors.school_type}
      />
      {values.school_type !== "" && schoolsFailed && (
        <p className={styles.formError}>学校の候補を読み込めませんでした。学校名は直接入力できます。</p>
      )}
      {highSchoolRoute ? (
        values.high_school.kind === "manual" || schoolsFailed ? (
          <ManualField
            name="manual_high_school"
            label="高校名"
            pick={values.high_school}
            onChange={(high_school) => update({ high_school })}
            error={errors.high_school}
            onBack={schoolsFailed ? undefined : () => update({ high_school: NONE })}
          />
        ) : (
          <SearchSelect
            name="high_school"
            label="高校名"
            options={highSchools}
            chosen={
              values.high_school.kind === "chosen" ? { id: values.high_school.id, name: values.high_school.name } : null
            }
            onChoose={(option) =>
              update({ high_school: option ? { kind: "chosen", id: option.id, name: option.name } : NONE })
            }
            error={errors.high_school}
            placeholder="例: 県立みらい高校"
            onManual={() => update({ high_school: { kind: "manual", name: "" } })}
            manualLabel="候補にない場合は高校名を直接入力する"
          />
        )
      ) : values.school_type !== "" ? (
        <>
          {values.university.kind === "manual" || schoolsFailed ? (
            <ManualField
              name="manual_university"
              label="学校名"
              pick={values.university}
              onChange={(university) => update({ university })}
              error={errors.university}
              onBack={
                schoolsFailed ? undefined : () => update({ university: NONE, department: NONE, concentration: NONE })
              }
            />
          ) : (
            <SearchSelect
              name="university"
              label="学校名"
              options={universities}
              chosen={
                values.university.kind === "chosen" ? { id: values.university.id, name: values.university.name } : null
              }
              onChoose={(option) =>
                update({
                  university: option ? { kind: "chosen", id: option.id, name: option.name } : NONE,
                  department: NONE,
                  concentration: NONE,
                  department_category_id: "",
                })
              }
              error={errors.university}
              placeholder="例: とうと、東都大学"
              onManual={() =>
                update({
                  university: { kind: "manual", name: "" },
                  department: { kind: "manual", name: "" },
                  concentration: NONE,
                })
              }
              manualLabel="候補にない場合は学校名を直接入力する"
            />
          )}
          {values.university.kind !== "none" &&
            (departmentTyped ? (
              <>
                <ManualField
                  name="manual_department"
                  label="学部"
                  pick={values.department}
                  onChange={(department) => update({ department })}
                  error={errors.department}
                  onBack={
                    values.university.kind === "chosen" && departments.length > 0
                      ? () => update({ department: NONE, concentration: NONE })
                      : undefined
                  }
                />
                <SelectField
                  name="department_category_id"
                  label="学部系統"
                  required
                  value={values.department_category_id}
                  onChange={(department_category_id) => update({ department_category_id })}
                  options={(choices?.departmentCategories ?? []).map((category) => ({
                    value: String(category.id),
                    label: category.name,
                  }))}
                  error={errors.department_category_id}
                />
              </>
            ) : (
              <div className={styles.field}>
                <SelectField
                  name="department_id"
                  label="学部"
                  required
                  value={departmentId === null ? "" : String(departmentId)}
                  onChange={(value) => {
                    const chosen = departments.find((d) => String(d.id) === value);
                    update({
                      department: chosen ? { kind: "chosen", id: chosen.id, name: chosen.name } : NONE,
                      concentration: NONE,
                    });
                  }}
                  options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
                  error={errors.department}
                />
                <button
                  type="button"
                  className={`${styles.textButton} ${styles.manualButton}`}
                  onClick={() => update({ department: { kind: "manual", name: "" }, concentration: NONE })}
                >
                  候補にない場合は学部を直接入力する
                </button>
              </div>
            ))}
          {values.department.kind !== "none" &&
            (concentrationTyped ? (
              <ManualField
                name="manual_concentration"
                label="学科・専攻"
                required={false}
                pick={values.concentration}
                onChange={(concentration) => update({ concentration })}
                error={errors.concentration}
                onBack={
                  !departmentTyped && concentrations.length > 0 ? () => update({ concentration: NONE }) : undefined
                }
              />
            ) : (
              <div className={styles.field}>
                <SelectField
                  name="concentration_id"
                  label="学科・専攻（任意）"
                  value={values.concentration.kind === "chosen" ? String(values.concentration.id) : ""}
                  onChange={(value) => {
                    const chosen = concentrations.find((c) => String(c.id) === value);
                    update({ concentration: chosen ? { kind: "chosen", id: chosen.id, name: chosen.name } : NONE });
                  }}
                  options={concentrations.map((c) => ({ value: String(c.id), label: c.name }))}
                  placeholder="選択しない"
                  error={errors.concentration}
                />
                <button
                  type="button"
                  className={`${styles.textButton} ${styles.manualButton}`}
                  onClick={() => update({ concentration: { kind: "manual", name: "" } })}
                >
                  候補にない場合は学科を直接入力する
                </button>
              </div>
            ))}
        </>
      ) : null}
      <div className={styles.row}>
        <SelectField
          name="graduate_year"
          label="卒業予定年"
          required
          value={values.graduate_year}
          onChange={(graduate_year) => update({ graduate_year })}
          options={years}
          error={errors.graduate_year}
        />
        <SelectField
          name="grade"
          label="学年"
          required
          value={values.grade}
          onChange={(grade) => update({ grade })}
          options={GRADES.map((grade) => ({ value: grade, label: grade }))}
          error={errors.grade}
        />
      </div>
      <TextField
        name="course"
        label="コース"
        value={values.course}
        onChange={(course) => update({ course })}
        error={errors.course}
        maxLength={COURSE_MAX_LENGTH}
        hint="学部・学科の中のコースがあれば入力してください"
      />
      <TextField
        name="seminar_circle"
        label="ゼミ・研究室・サークル"
        value={values.seminar_circle}
        onChange={(seminar_circle) => update({ seminar_circle })}
        error={errors.seminar_circle}
        maxLength={SEMINAR_CIRCLE_MAX_LENGTH}
      />
    </StepForm>
  );
}
