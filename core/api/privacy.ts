import { z } from "zod";
import { ACCOUNT_DELETION_CONFIRMATION } from "../privacy";

export { ACCOUNT_DELETION_CONFIRMATION, REAUTHENTICATION_REQUIRED, REAUTHENTICATION_WINDOW_MINUTES } from "../privacy";

/** POST /api/v1/users/me/reauthentication_mails: mails a 6-digit code to the signed-in student's address. */
export const reauthenticationMailResponseSchema = z.object({ sent: z.literal(true) });
export type ReauthenticationMailResponse = z.infer<typeof reauthenticationMailResponseSchema>;

/** POST /api/v1/users/me/reauthentications: the code from that mail, from the browser that asked for it. */
export const reauthenticationRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, "code must be 6 digits"),
});

export const reauthenticationResponseSchema = z.object({
  /** ISO 8601: export and deletion are allowed until then */
  reauthenticated_until: z.string(),
});
export type ReauthenticationResponse = z.infer<typeof reauthenticationResponseSchema>;

/** POST /api/v1/users/me/deletion: erases the account; `confirmation` must be ACCOUNT_DELETION_CONFIRMATION. */
export const accountDeletionRequestSchema = z.strictObject({
  confirmation: z.literal(ACCOUNT_DELETION_CONFIRMATION, {
    error: `confirmation must be "${ACCOUNT_DELETION_CONFIRMATION}"`,
  }),
});

export const accountDeletionResponseSchema = z.object({
  deleted: z.literal(true),
  /** entries of schedules not started yet that were canceled (their seats freed) */
  canceled_entry_count: z.number().int().nonnegative(),
});
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;

/** A stored row as the export gives it: its columns in snake_case (timestamps ISO 8601), the owner's user_id left out. */
const exportRowSchema = z.record(z.string(), z.unknown());
const rows = z.array(exportRowSchema);

/**
 * GET /api/v1/users/me/data_export: everything held about the signed-in student (APPI 開示請求), as a file
 * `mirai-career-data-YYYYMMDD.json`. Every section is present; an empty one is `[]` (or null for a single row).
 */
export const dataExportSchema = z.object({
  format_version: z.literal(1),
  exported_at: z.string(),
  profile: z.object({
    user: exportRowSchema,
    basic_information: exportRowSchema.nullable(),
    affiliation: exportRowSchema.nullable(),
  }),
  registration_answers: z.object({
    registrations: rows,
    preferred_business_categories: rows,
    preferred_job_types: rows,
    preferred_work_prefectures: rows,
    preferred_company_choice_factor_types: rows,
    activities: rows,
    student_endeavor: exportRowSchema.nullable(),
    cooperating_sites: rows,
    student_verifications: rows,
  }),
  entries: rows,
  event_answers: rows,
  check_ins: rows,
  follows: rows,
  clips: rows,
  recently_viewed_events: rows,
  reviews: z.object({ company_reviews: rows, event_reviews: rows }),
  conversations: rows,
  scouts: rows,
  notifications: rows,
  consents: z.object({
    terms_agreements: rows,
    mail_magazine_options: exportRowSchema.nullable(),
    mail_campaign_types: rows,
  }),
  campaigns: rows,
  sign_in_history: rows,
});
export type DataExport = z.infer<typeof dataExportSchema>;
