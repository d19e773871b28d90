import { z } from "zod";

/** One schedule (日程) of a published event, as read by querySchedules. */
export const scheduleRowSchema = z
  .object({
    id: z.number().int().positive(),
    event_id: z.number().int().positive(),
    title: z.string().nullable(),
    start_at: z.date(),
    end_at: z.date(),
    time_limit_at: z.date().nullable(),
    place: z.string().nullable(),
    prefecture_code: z.number().int().min(1).max(47).nullable(),
    is_online: z.boolean(),
    admission_limit_number: z.number().int().nonnegative().nullable(),
    stopped_entry: z.boolean(),
    canceled: z.boolean(),
    /** seat-taking entries reached admission_limit_number when the build read the database */
    has_reached_admission_limit: z.boolean(),
  })
  .refine((row) => row.end_at.getTime() >= row.start_at.getTime(), {
    message: "end_at is before start_at",
    path: ["end_at"],
  });
export type SourceScheduleRow = z.infer<typeof scheduleRowSchema>;
