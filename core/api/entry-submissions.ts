import { z } from "zod";
import { isSubmissionUrl } from "../entries/resume-submission";

/** Path parameters of the résumé calls. */
export const entryIdParamsSchema = z.object({ entry_id: z.string() });

/** …/event_questions/{event_question_id}/answer */
export const entryQuestionParamsSchema = z.object({ entry_id: z.string(), event_question_id: z.string() });

const submissionUrlSchema = z
  .string()
  .refine(isSubmissionUrl, { message: "must be an https URL of at most 2000 characters" });

/** POST /api/v1/entries/{entry_id}/resume/url */
export const resumeUrlBodySchema = z.strictObject({ url: submissionUrlSchema });
export type ResumeUrlBody = z.infer<typeof resumeUrlBodySchema>;

/** POST /api/v1/entries/{entry_id}/event_questions/{event_question_id}/answer */
export const questionAnswerBodySchema = z.strictObject({ submitted_url: submissionUrlSchema });
export type QuestionAnswerBody = z.infer<typeof questionAnswerBodySchema>;

/** The résumé after a submission, as the entered schedule shows it. */
export const resumeSubmissionResponseSchema = z.object({
  resume: z.object({
    url: z.string(),
    submitted_url: z.string().nullable(),
    status: z.literal("submitted"),
    format: z.enum(["pdf", "url"]),
    file_name: z.string().nullable(),
    submitted_at: z.iso.datetime({ offset: true }),
  }),
});
export type ResumeSubmissionResponse = z.infer<typeof resumeSubmissionResponseSchema>;

/** The assignment's answer after a submission. */
export const questionAnswerResponseSchema = z.object({
  event_question_id: z.number().int(),
  status: z.literal("submitted"),
  submitted_url: z.string(),
});
export type QuestionAnswerResponse = z.infer<typeof questionAnswerResponseSchema>;

/** The file name sent with a PDF (`X-File-Name`, percent-encoded UTF-8); kept for the student's own display only. */
export const RESUME_FILE_NAME_HEADER = "X-File-Name";
