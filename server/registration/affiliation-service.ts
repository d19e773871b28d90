import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { userAffiliations, users } from "../../db/schema";
import type { AffiliationResponse, affiliationRequestSchema } from "../../core/api/user-registration-profile";
import { graduateYearWindow } from "../../core/api/user-settings";
import type { SchoolType } from "../../core/registration/field-rules";
import { invalidParameter } from "../platform/http/invalid-parameter";
import { requireRegistration } from "./registration-store";

type AffiliationInput = z.output<typeof affiliationRequestSchema>;

type AffiliationRow = {
  school_type: SchoolType | null;
  university_id: number | null;
  department_id: number | null;
  concentration_id: number | null;
  high_school_id: number | null;
  manual_university: string | null;
  manual_department: string | null;
  manual_concentration: string | null;
  manual_high_school: string | null;
  department_category_id: number | null;
  course: string | null;
  graduate_year: number | null;
  seminar_circle: string | null;
  grade: string | null;
  display_university: string | null;
  display_high_school: string | null;
  department_name: string | null;
  concentration_name: string | null;
};

export async function loadAffiliation(db: Db, userId: string): Promise<AffiliationResponse> {
  await requireRegistration(db, userId);
  const result = await db.execute<AffiliationRow>(sql`
    select a.school_type, a.university_id, a.department_id, a.concentration_id, a.high_school_id,
      a.manual_university, a.manual_department, a.manual_concentration, a.manual_high_school,
      a.department_category_id, a.course, u.graduate_year::int as graduate_year, a.seminar_circle, a.grade,
      coalesce(un.name, a.manual_university) as display_university, coalesce(h.name, a.manual_high_school) as display_high_school,
      coalesce(d.name, a.manual_department) as department_name, coalesce(c.name, a.manual_concentration) as concentration_name
    from users u
    left join user_affiliations a on a.user_id = u.id
    left join universities un on un.id = a.university_id
    left join departments d on d.id = a.department_id
    left join concentrations c on c.id = a.concentration_id
    left join high_schools h on h.id = a.high_school_id
    where u.id = ${userId}`);
  return result.rows[0]!;
}

type Found = {
  university_name: string | null;
  high_school_name: string | null;
  university: boolean;
  department_university_id: number | null;
  department_category_of_department: number | null;
  concentration_department_id: number | null;
  high_school: boolean;
  department_category: boolean;
};

/** Every chosen id must exist, and a department must be of the chosen university, a concentration of the department. */
async function checkSchoolIds(
  db: Db,
  input: AffiliationInput,
): Promise<{
  departmentCategoryId: number | null;
  displayUniversity: string | null;
  displayHighSchool: string | null;
}> {
  const result = await db.execute<Found>(sql`
    select
      (select name from universities where id = ${input.university_id ?? null}::int) as university_name,
      (select name from high_schools where id = ${input.high_school_id ?? null}::int) as high_school_name,
      exists (select 1 from universities where id = ${input.university_id ?? null}::int) as university,
      (select university_id from departments where id = ${input.department_id ?? null}::int) as department_university_id,
      (select department_category_id from departments where id = ${input.department_id ?? null}::int) as department_category_of_department,
      (select department_id from concentrations where id = ${input.concentration_id ?? null}::int) as concentration_department_id,
      exists (select 1 from high_schools where id = ${input.high_school_id ?? null}::int) as high_school,
      exists (select 1 from department_categories where id = ${input.department_category_id ?? null}::int) as department_category`);
  const found = result.rows[0]!;
  if (input.university_id != null && !found.university) throw invalidParameter("university_id", "names no university");
  if (input.department_id != null && found.department_university_id !== input.university_id) {
    throw invalidParameter("department_id", "names no department of this university");
  }
  if (input.concentration_id != null && found.concentration_department_id !== input.department_id) {
    throw invalidParameter("concentration_id", "names no concentration of this department");
  }
  if (input.high_school_id != null && !found.high_school)
    throw invalidParameter("high_school_id", "names no high school");
  if (input.department_category_id != null && !found.department_category)
    throw invalidParameter("department_category_id", "names no department category");
  return {
    departmentCategoryId: input.department_category_id ?? found.department_category_of_department,
    displayUniversity: found.university_name ?? input.manual_university ?? null,
    displayHighSchool: found.high_school_name ?? input.manual_high_school ?? null,
  };
}

/** Replaces the affiliation and the student's graduation year together, in one transaction. */
export async function saveAffiliation(
  db: Db,
  userId: string,
  input: AffiliationInput,
  now: Date = new Date(),
): Promise<AffiliationResponse> {
  await requireRegistration(db, userId);
  const { min, max } = graduateYearWindow(now);
  if (input.graduate_year < min || input.graduate_year > max)
    throw invalidParameter("graduate_year", `must be between ${min} and ${max}`);
  const { departmentCategoryId, displayUniversity, displayHighSchool } = await checkSchoolIds(db, input);
  const values = {
    schoolType: input.school_type,
    universityId: input.university_id ?? null,
    departmentId: input.department_id ?? null,
    concentrationId: input.concentration_id ?? null,
    highSchoolId: input.high_school_id ?? null,
    departmentCategoryId,
    manualUniversity: input.manual_university ?? null,
    manualDepartment: input.manual_department ?? null,
    manualConcentration: input.manual_concentration ?? null,
    manualHighSchool: input.manual_high_school ?? null,
    course: input.course ?? null,
    seminarCircle: input.seminar_circle ?? null,
    grade: input.grade,
    displayUniversity,
    displayHighSchool,
    updatedAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(userAffiliations)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: userAffiliations.userId, set: values });
    await tx
      .update(users)
      .set({ graduateYear: input.graduate_year, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
  return loadAffiliation(db, userId);
}
