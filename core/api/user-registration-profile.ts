import { z } from "zod";
import { requestIdSchema } from "./request-id";
import {
  ADDRESS_MAX_LENGTH,
  COURSE_MAX_LENGTH,
  GRADE_VALUES,
  isPlausibleDateOfBirth,
  KATAKANA_PATTERN,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  NAME_MAX_LENGTH,
  normalizePhoneNumber,
  PHONE_PATTERN,
  POSTCODE_PATTERN,
  SCHOOL_NAME_MAX_LENGTH,
  SCHOOL_TYPE_VALUES,
  SEMINAR_CIRCLE_MAX_LENGTH,
} from "../registration/field-rules";

const nameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);
const kanaSchema = z
  .string()
  .trim()
  .min(1)
  .max(NAME_MAX_LENGTH)
  .regex(KATAKANA_PATTERN, "must be full-width katakana (カタカナ)");
const addressSchema = z.string().trim().min(1).max(ADDRESS_MAX_LENGTH);

/** PUT /api/v1/user_registrations/user_registration_basic_information (spec §3 Basic information). */
export const basicInformationRequestSchema = z
  .strictObject({
    first_name: nameSchema,
    last_name: nameSchema,
    first_name_kana: kanaSchema,
    last_name_kana: kanaSchema,
    date_of_birth: z.iso
      .date("must be a real date written YYYY-MM-DD")
      .refine(
        (day) => isPlausibleDateOfBirth(day),
        `must be a date of birth between ${MIN_AGE_YEARS} and ${MAX_AGE_YEARS} years ago`,
      ),
    /** true: the student lives abroad (no postcode; address1 is free text) */
    foreign_address: z.boolean(),
    /** 7 digits, no hyphen; required unless foreign_address, null then */
    postcode: z.string().regex(POSTCODE_PATTERN, "must be 7 digits without hyphen").nullable().optional(),
    /** the prefecture name (e.g. 東京都) unless foreign_address */
    address1: addressSchema,
    /** city, street and number; required unless foreign_address */
    address2: addressSchema.nullable().optional(),
    /** building and room */
    address3: addressSchema.nullable().optional(),
    /** Japanese number (hyphens allowed, stored as digits); abroad: + and 7–15 digits */
    tel: z.string().trim().transform(normalizePhoneNumber),
  })
  .superRefine((value, ctx) => {
    if (value.foreign_address) {
      if (value.postcode != null)
        ctx.addIssue({ code: "custom", path: ["postcode"], message: "must be null when foreign_address is true" });
      if (!/^\+?\d{7,15}$/.test(value.tel))
        ctx.addIssue({ code: "custom", path: ["tel"], message: "must be a phone number of 7 to 15 digits" });
      return;
    }
    if (value.postcode == null)
      ctx.addIssue({ code: "custom", path: ["postcode"], message: "is required unless foreign_address is true" });
    if (value.address2 == null)
      ctx.addIssue({ code: "custom", path: ["address2"], message: "is required unless foreign_address is true" });
    if (!PHONE_PATTERN.test(value.tel)) {
      ctx.addIssue({
        code: "custom",
        path: ["tel"],
        message: "must be a Japanese phone number (10 or 11 digits starting with 0)",
      });
    }
  });
export type BasicInformationRequest = z.input<typeof basicInformationRequestSchema>;

/** GET and PUT answer: the stored answers; every field null before the first PUT (foreign_address false). */
export const basicInformationResponseSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  first_name_kana: z.string().nullable(),
  last_name_kana: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  foreign_address: z.boolean(),
  postcode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  tel: z.string().nullable(),
});
export type BasicInformationResponse = z.infer<typeof basicInformationResponseSchema>;

const idSchema = requestIdSchema;
const schoolNameSchema = z.string().trim().min(1).max(SCHOOL_NAME_MAX_LENGTH);

/**
 * PUT /api/v1/user_registrations/user_registration_affiliation (spec §3 Affiliation). A school is either chosen
 * (`*_id`, from the school search) or typed (`manual_*`), never both. High-school students (school_type
 * high_school) give a high school and no university; everyone else a university and a department (学部), the
 * concentration (学科) optional. A typed department needs department_category_id (学部系統). display_university and
 * display_high_school are derived, not sent.
 */
export const affiliationRequestSchema = z
  .strictObject({
    school_type: z.enum(SCHOOL_TYPE_VALUES),
    university_id: idSchema.nullable().optional(),
    department_id: idSchema.nullable().optional(),
    concentration_id: idSchema.nullable().optional(),
    high_school_id: idSchema.nullable().optional(),
    manual_university: schoolNameSchema.nullable().optional(),
    manual_department: schoolNameSchema.nullable().optional(),
    manual_concentration: schoolNameSchema.nullable().optional(),
    manual_high_school: schoolNameSchema.nullable().optional(),
    department_category_id: idSchema.nullable().optional(),
    course: z.string().trim().min(1).max(COURSE_MAX_LENGTH).nullable().optional(),
    /** e.g. 2027; within graduateYearWindow(now) (stored on the user, as PATCH /users/graduate_year does) */
    graduate_year: z.number().int().min(2000).max(2100),
    seminar_circle: z.string().trim().min(1).max(SEMINAR_CIRCLE_MAX_LENGTH).nullable().optional(),
    grade: z.enum(GRADE_VALUES),
  })
  .superRefine((value, ctx) => {
    const pairs = [
      ["university_id", "manual_university"],
      ["department_id", "manual_department"],
      ["concentration_id", "manual_concentration"],
      ["high_school_id", "manual_high_school"],
    ] as const;
    for (const [id, manual] of pairs) {
      if (value[id] != null && value[manual] != null)
        ctx.addIssue({ code: "custom", path: [manual], message: `must be null when ${id} is given` });
    }
    if (value.school_type === "high_school") {
      if (value.high_school_id == null && value.manual_high_school == null) {
        ctx.addIssue({
          code: "custom",
          path: ["high_school_id"],
          message: "a high school (high_school_id or manual_high_school) is required",
        });
      }
      for (const field of [
        "university_id",
        "manual_university",
        "department_id",
        "manual_department",
        "concentration_id",
        "manual_concentration",
      ] as const) {
        if (value[field] != null)
          ctx.addIssue({ code: "custom", path: [field], message: "must be null for a high-school student" });
      }
      return;
    }
    if (value.university_id == null && value.manual_university == null) {
      ctx.addIssue({
        code: "custom",
        path: ["university_id"],
        message: "a school (university_id or manual_university) is required",
      });
    }
    if (value.department_id == null && value.manual_department == null) {
      ctx.addIssue({
        code: "custom",
        path: ["department_id"],
        message: "a department (department_id or manual_department) is required",
      });
    }
    if (value.manual_department != null && value.department_category_id == null) {
      ctx.addIssue({ code: "custom", path: ["department_category_id"], message: "is required with manual_department" });
    }
    if (value.manual_university != null && (value.department_id != null || value.concentration_id != null)) {
      ctx.addIssue({
        code: "custom",
        path: ["department_id"],
        message: "a typed university takes a typed department and concentration",
      });
    }
    if (value.manual_department != null && value.concentration_id != null) {
      ctx.addIssue({
        code: "custom",
        path: ["concentration_id"],
        message: "a typed department takes a typed concentration",
      });
    }
  });
export type AffiliationRequest = z.input<typeof affiliationRequestSchema>;

export const affiliationResponseSchema = z.object({
  school_type: z.enum(SCHOOL_TYPE_VALUES).nullable(),
  university_id: z.number().int().nullable(),
  department_id: z.number().int().nullable(),
  concentration_id: z.number().int().nullable(),
  high_school_id: z.number().int().nullable(),
  manual_university: z.string().nullable(),
  manual_department: z.string().nullable(),
  manual_concentration: z.string().nullable(),
  manual_high_school: z.string().nullable(),
  department_category_id: z.number().int().nullable(),
  course: z.string().nullable(),
  graduate_year: z.number().int().nullable(),
  seminar_circle: z.string().nullable(),
  grade: z.string().nullable(),
  /** the chosen university's name, else manual_university */
  display_university: z.string().nullable(),
  /** the chosen high school's name, else manual_high_school */
  display_high_school: z.string().nullable(),
  /** names of the chosen department and concentration (else the typed ones), for showing the answer back */
  department_name: z.string().nullable(),
  concentration_name: z.string().nullable(),
});
export type AffiliationResponse = z.infer<typeof affiliationResponseSchema>;
