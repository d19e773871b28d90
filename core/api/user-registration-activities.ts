import { z } from "zod";
import {
  ACTIVITIES_MAX,
  ACTIVITY_CATEGORIES,
  ACTIVITY_DESCRIPTION_MAX_LENGTH,
  STUDENT_ENDEAVOR_MAX_LENGTH,
} from "../registration/field-rules";

const activitySchema = z
  .strictObject({
    /** a key of ACTIVITY_CATEGORIES (core/registration/field-rules.ts) */
    large_category: z.string(),
    /** one of the large category's medium categories */
    medium_category: z.string(),
    description: z.string().trim().max(ACTIVITY_DESCRIPTION_MAX_LENGTH),
    /** 1..n, the display order */
    order: z.number().int().min(1).max(ACTIVITIES_MAX),
  })
  .superRefine((value, ctx) => {
    const mediums = Object.hasOwn(ACTIVITY_CATEGORIES, value.large_category)
      ? ACTIVITY_CATEGORIES[value.large_category]
      : undefined;
    if (!mediums) ctx.addIssue({ code: "custom", path: ["large_category"], message: "is not an activity category" });
    else if (!mediums.includes(value.medium_category)) {
      ctx.addIssue({ code: "custom", path: ["medium_category"], message: "is not a category of this large_category" });
    }
  });

/** GET/PUT …/user_registration_user_activities: the whole list (0–10), replaced on PUT. */
export const userActivitiesSchema = z.strictObject({
  user_activities: z
    .array(activitySchema)
    .max(ACTIVITIES_MAX)
    .refine(
      (values) =>
        values
          .map((value) => value.order)
          .sort((a, b) => a - b)
          .every((order, index) => order === index + 1),
      "order must be 1 to the number of activities, each once",
    ),
});
export type UserActivities = z.infer<typeof userActivitiesSchema>;
export type UserActivity = UserActivities["user_activities"][number];
export const userActivitiesResponseSchema = z.object({
  user_activities: z.array(
    z.object({
      large_category: z.string(),
      medium_category: z.string(),
      description: z.string(),
      order: z.number().int(),
    }),
  ),
});
export type UserActivitiesResponse = z.infer<typeof userActivitiesResponseSchema>;

/** PUT …/user_registration_student_endeavors (ガクチカ). */
export const studentEndeavorRequestSchema = z.strictObject({
  content: z.string().trim().min(1).max(STUDENT_ENDEAVOR_MAX_LENGTH),
});
export type StudentEndeavorRequest = z.infer<typeof studentEndeavorRequestSchema>;
/** content null when nothing is stored (or after DELETE). */
export const studentEndeavorResponseSchema = z.object({ content: z.string().nullable() });
export type StudentEndeavorResponse = z.infer<typeof studentEndeavorResponseSchema>;

/**
 * POST …/user_registration_student_endeavor_generators: a draft built from the student's activities, for the student
 * to edit (nothing is stored). generator `ai`: the configured chat-completions endpoint wrote it; `local`: the
 * built-in composer did (no AI_API_URL, or the endpoint failed).
 */
export const studentEndeavorDraftResponseSchema = z.object({ content: z.string(), generator: z.enum(["ai", "local"]) });
export type StudentEndeavorDraftResponse = z.infer<typeof studentEndeavorDraftResponseSchema>;
