import { z } from "zod";

/** Machine-readable error codes the API answers with; `message` is for humans, `code` is for code. */
export const apiErrorCodeSchema = z.enum([
  "missing_ajax_marker",
  "invalid_csrf_token",
  "method_not_allowed",
  "malformed_json",
  "invalid_parameter",
  "unauthorized",
  "invalid_sign_in_code",
  "invalid_sign_in_link",
  "invalid_refresh_token",
  /**
   * 401 with `WWW-Authenticate: Bearer error="invalid_token"`: the bearer access token is bad (signature, expiry, or
   * its session ended); spec §8: the client treats it as needing refresh (refresh once, retry once)
   */
  "invalid_token",
  "rate_limited",
  "not_found",
  /** the request does not fit the current state, e.g. a registration already completed */
  "conflict",
  /** signed in, but this student may not do this (e.g. a feature flag is off) */
  "forbidden",
  "invalid_verification_code",
  /** entries (409): the schedule's seats are taken */
  "schedule_full",
  /** entries (409): past the deadline, entry stopped, the schedule or event canceled, or the schedule has started */
  "entry_closed",
  /** entries (409): the student already has an entry for this schedule */
  "already_entered",
  /** entries (409): the event does not target the student's graduation year */
  "not_eligible",
  /** check-in (409): the code or the moment does not fit; `details.reason` says which (core/api/checkin.ts) */
  "checkin_refused",
  /** attendee reviews (409): the student's entry already has a review of this company */
  "already_reviewed",
  /** scouts (409): the chat's scout is not accepted (pending, declined or expired), so no one may write in it yet */
  "scout_not_accepted",
  /** scouts (409): accepting a declined or expired scout, or declining an accepted or expired one */
  "scout_closed",
  /** recruiter scouts (409): a scout of this company to this student is still pending */
  "scout_pending",
  /** recruiter scouts (409): the student declined a scout of this company in the last 90 days */
  "scout_declined_recently",
  /** recruiter scouts (429): the company has sent its monthly quota of scouts (per calendar month, Japan time) */
  "scout_quota_exceeded",
  /** résumé and assignments (409): before reception starts or after the deadline; `details.reason` not_started | closed */
  "submission_closed",
  /** résumé (409): the event takes the résumé in the other format (`details.format` says which) */
  "submission_format_mismatch",
  /** résumé (415): the file is not a PDF by its content (it does not start with `%PDF-`) */
  "unsupported_file_type",
  /** résumé (413): the file is larger than 5 MiB */
  "payload_too_large",
  /** privacy (403): export and account deletion need a sign-in code typed in the last 10 minutes (core/api/privacy.ts) */
  "reauthentication_required",
  /** editor rebuilds (503): NETLIFY_BUILD_HOOK_URL is not configured, so no build can be queued */
  "build_hook_not_configured",
  /** editor rebuilds (502): the build hook did not answer 2xx; no build was recorded, the call may be repeated */
  "build_hook_failed",
  "internal_error",
  /** 503 with `Retry-After`: the database cannot be reached right now; the same call may succeed later (docs/faults.md) */
  "service_unavailable",
]);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** `details` of an `invalid_parameter` error: every failing parameter, the first one is also in `message`. */
export const invalidParameterDetailsSchema = z.object({
  issues: z.array(
    z.object({
      /** e.g. `key`, `activities[0].description`; "" when the whole body is at fault */
      parameter: z.string(),
      message: z.string(),
    }),
  ),
});
export type InvalidParameterDetails = z.infer<typeof invalidParameterDetailsSchema>;

/** Every non-2xx API response has this body (DESIGN.md "API conventions"). */
export const apiErrorBodySchema = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
