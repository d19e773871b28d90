import { z } from "zod";
import { ACTIVITY_CATEGORIES, SCHOOL_TYPE_VALUES } from "../registration/field-rules";
import { pageQuerySchema, perQuerySchema, queryIntegerSchema } from "./query-values";

export const RECRUITER_STUDENTS_DEFAULT_PER = 20;
export const RECRUITER_STUDENTS_MAX_PER = 50;

/** 学部系統's group (department_categories.group): 文系 humanities, 理系 sciences. */
export const DEPARTMENT_GROUP_VALUES = ["humanities", "sciences"] as const;
export const departmentGroupSchema = z.enum(DEPARTMENT_GROUP_VALUES);
export type DepartmentGroup = z.infer<typeof departmentGroupSchema>;

/** user_affiliations.school_type: university, graduate_school, junior_college, technical_college, vocational_school, high_school. */
export const schoolCategorySchema = z.enum(SCHOOL_TYPE_VALUES);

const activityCategorySchema = z
  .string()
  .refine((value) => Object.hasOwn(ACTIVITY_CATEGORIES, value), "is not an activity large category");
const idListSchema = z.array(queryIntegerSchema.pipe(z.number().int().min(1)));

/**
 * GET /api/v1/recruiter/students (Bearer recruiter token): the query. Every filter is optional; a list matches any of
 * its values, and the filters narrow together. Lists travel as repeated `key[]=` parameters.
 */
export const recruiterStudentSearchQuerySchema = z.object({
  graduate_year: queryIntegerSchema
    .pipe(z.number().int().min(2000).max(2100))
    .optional()
    .describe("graduation year, e.g. 2027"),
  school_categories: z
    .array(schoolCategorySchema)
    .optional()
    .describe("school types (user_affiliations.school_type), any of them"),
  school_areas: idListSchema.optional().describe("ids of the school's area (地方区分: areas), any of them"),
  department_groups: z
    .array(departmentGroupSchema)
    .optional()
    .describe("humanities (文系) / sciences (理系), any of them"),
  business_category_ids: idListSchema.optional().describe("preferred business categories, any of them"),
  prefecture_ids: z
    .array(queryIntegerSchema.pipe(z.number().int().min(1).max(47)))
    .optional()
    .describe("JIS codes of preferred work prefectures, any of them"),
  activity_categories: z
    .array(activityCategorySchema)
    .optional()
    .describe("activities' large categories (e.g. 留学), any of them"),
  page: pageQuerySchema,
  per: perQuerySchema(RECRUITER_STUDENTS_MAX_PER, RECRUITER_STUDENTS_DEFAULT_PER),
});
export type RecruiterStudentSearchQuery = z.output<typeof recruiterStudentSearchQuerySchema>;

/**
 * One student as a company sees them: anonymous. No name, e-mail, school name, birth date or user id; `pseudonym` is
 * the company's own stable handle of the student (another company sees another one).
 */
export const recruiterStudentSchema = z.object({
  /** `stu_` and 22 characters; the same for this company on every call */
  pseudonym: z.string().regex(/^stu_[A-Za-z0-9_-]{22}$/),
  graduate_year: z.number().int().nullable(),
  school_category: schoolCategorySchema.nullable(),
  /** the school's area (地方区分); null when the school was typed in or not given */
  school_area: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  department_group: departmentGroupSchema.nullable(),
  /** in the student's order of priority */
  preferred_business_categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** prefecture code order */
  preferred_prefectures: z.array(z.object({ code: z.number().int().min(1).max(47), name: z.string() })),
  /** in the student's display order */
  activities: z.array(z.object({ large_category: z.string(), medium_category: z.string(), description: z.string() })),
});
export type RecruiterStudent = z.infer<typeof recruiterStudentSchema>;

/** One page of students who accept scouts and match, most recently signed in first; `total_counts` over all pages. */
export const recruiterStudentSearchResponseSchema = z.object({
  students: z.array(recruiterStudentSchema),
  total_counts: z.number().int(),
});
export type RecruiterStudentSearchResponse = z.infer<typeof recruiterStudentSearchResponseSchema>;
