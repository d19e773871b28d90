import { z } from "zod";

/** Kinds of terms a student agrees to (spec §3 Other: unagreed terms). */
export const termsTypeValues = ["terms", "privacy"] as const;
export const termsTypeSchema = z.enum(termsTypeValues);
export type TermsType = z.infer<typeof termsTypeSchema>;

const termsVersionRefSchema = z.strictObject({
  type: termsTypeSchema,
  /** e.g. 2025-04-01 */
  version: z.string().min(1).max(50),
});
export type TermsVersionRef = z.infer<typeof termsVersionRefSchema>;

/**
 * GET /api/v1/unagreed_terms and /app_api/v1/unagreed_terms: for each terms type, its latest version published
 * up to now, when the student has not agreed to that version. Empty when everything is agreed.
 */
export const unagreedTermsResponseSchema = z.object({
  unagreed_terms: z.array(z.object({ type: termsTypeSchema, version: z.string() })),
});
export type UnagreedTermsResponse = z.infer<typeof unagreedTermsResponseSchema>;

/**
 * POST /app_api/v1/unagreed_terms/agreements: agrees to the named versions (each must be published), all or none.
 * Agreeing again to an agreed version changes nothing. Answers what is still unagreed.
 */
export const termsAgreementRequestSchema = z.strictObject({
  unagreed_terms: z.array(termsVersionRefSchema).min(1).max(10),
});
export type TermsAgreementRequest = z.infer<typeof termsAgreementRequestSchema>;
