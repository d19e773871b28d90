import {
  COURSE_MAX_LENGTH,
  GRADE_VALUES,
  SCHOOL_NAME_MAX_LENGTH,
  SCHOOL_TYPE_LABELS,
  SCHOOL_TYPE_VALUES,
  SEMINAR_CIRCLE_MAX_LENGTH,
  type SchoolType,
} from "@core/registration/field-rules";
import type { AffiliationRequest, AffiliationResponse } from "./api/registration-types";
import { optionalText, requiredText } from "./field-validation";

export { COURSE_MAX_LENGTH, SCHOOL_NAME_MAX_LENGTH, SEMINAR_CIRCLE_MAX_LENGTH };

/** The school types (spec §3 Affiliation school_type) with their Japanese names, in the order offered. */
export const SCHOOL_TYPES: readonly { value: SchoolType; label: string }[] = SCHOOL_TYPE_VALUES.map((value) => ({
  value,
  label: SCHOOL_TYPE_LABELS[value],
}));

export const GRADES = GRADE_VALUES;
type Grade = (typeof GRADE_VALUES)[number];

/** A school, department or concentration: chosen from the directory (id) or typed (manual). */
export type Pick = { kind: "none" } | { kind: "chosen"; id: number; name: string } | { kind: "manual"; name: string };

export interface AffiliationValues {
  school_type: SchoolType | "";
  graduate_year: string;
  grade: string;
  university: Pick;
  department: Pick;
  department_category_id: string;
  concentration: Pick;
  high_school: Pick;
  course: string;
  seminar_circle: string;
}

export const EMPTY_AFFILIATION: AffiliationValues = {
  school_type: "",
  graduate_year: "",
  grade: "",
  university: { kind: "none" },
  department: { kind: "none" },
  department_category_id: "",
  concentration: { kind: "none" },
  high_school: { kind: "none" },
  course: "",
  seminar_circle: "",
};

function pickOf(id: number | null, manual: string | null, name: string | null | undefined): Pick {
  if (id !== null) return { kind: "chosen", id, name: name ?? "" };
  if (manual !== null) return { kind: "manual", name: manual };
  return { kind: "none" };
}

export function affiliationFromSaved(saved: AffiliationResponse): AffiliationValues {
  return {
    school_type: saved.school_type ?? "",
    graduate_year: saved.graduate_year === null ? "" : String(saved.graduate_year),
    grade: saved.grade ?? "",
    university: pickOf(saved.university_id, saved.manual_university, saved.display_university),
    department: pickOf(saved.department_id, saved.manual_department, saved.department_name),
    department_category_id: saved.department_category_id === null ? "" : String(saved.department_category_id),
    concentration: pickOf(saved.concentration_id, saved.manual_concentration, saved.concentration_name),
    high_school: pickOf(saved.high_school_id, saved.manual_high_school, saved.display_high_school),
    course: saved.course ?? "",
    seminar_circle: saved.seminar_circle ?? "",
  };
}

export type AffiliationErrors = Partial<Record<keyof AffiliationValues, string | null>>;

function pickError(pick: Pick, label: string, required: boolean): string | null {
  if (pick.kind === "none") return required ? `${label}を選択するか、直接入力してください` : null;
  if (pick.kind === "manual")
    return required
      ? requiredText(pick.name, label, SCHOOL_NAME_MAX_LENGTH)
      : optionalText(pick.name, label, SCHOOL_NAME_MAX_LENGTH);
  return null;
}

export function validateAffiliation(values: AffiliationValues): AffiliationErrors {
  const highSchool = values.school_type === "high_school";
  return {
    school_type: values.school_type === "" ? "学校の種類を選択してください" : null,
    graduate_year: values.graduate_year === "" ? "卒業予定年を選択してください" : null,
    grade: values.grade === "" ? "学年を選択してください" : null,
    high_school: highSchool ? pickError(values.high_school, "高校名", true) : null,
    university: highSchool ? null : pickError(values.university, "学校名", true),
    department: highSchool ? null : pickError(values.department, "学部", true),
    department_category_id:
      !highSchool && values.department.kind === "manual" && values.department_category_id === ""
        ? "学部系統を選択してください"
        : null,
    concentration: highSchool ? null : pickError(values.concentration, "学科", false),
    course: optionalText(values.course, "コース", COURSE_MAX_LENGTH),
    seminar_circle: optionalText(values.seminar_circle, "ゼミ・研究室・サークル", SEMINAR_CIRCLE_MAX_LENGTH),
  };
}

function idOf(pick: Pick): number | null {
  return pick.kind === "chosen" ? pick.id : null;
}
function manualOf(pick: Pick): string | null {
  return pick.kind === "manual" && pick.name.trim() !== "" ? pick.name.trim() : null;
}
function textOrNull(value: string): string | null {
  return value.trim() === "" ? null : value.trim();
}

/** The PUT body: ids for chosen entries, manual_* for typed ones, nothing of the route not taken. */
export function affiliationRequest(values: AffiliationValues): AffiliationRequest {
  const highSchool = values.school_type === "high_school";
  const common = {
    school_type: values.school_type as SchoolType,
    graduate_year: Number(values.graduate_year),
    grade: values.grade as Grade,
    course: textOrNull(values.course),
    seminar_circle: textOrNull(values.seminar_circle),
  };
  if (highSchool) {
    return { ...common, high_school_id: idOf(values.high_school), manual_high_school: manualOf(values.high_school) };
  }
  return {
    ...common,
    university_id: idOf(values.university),
    manual_university: manualOf(values.university),
    department_id: idOf(values.department),
    manual_department: manualOf(values.department),
    department_category_id: values.department.kind === "manual" ? Number(values.department_category_id) : null,
    concentration_id: idOf(values.concentration),
    manual_concentration: manualOf(values.concentration),
  };
}
