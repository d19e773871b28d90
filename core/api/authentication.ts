import { z } from "zod";

/** A path on this site to come back to after signing in; never another origin. */
export const returnToSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, "return_to must be a path on this site");

/** POST /api/v1/authentications/sign_in_mails: mails a single-use link and a 6-digit code. */
export const signInMailRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  return_to: returnToSchema.optional(),
});
export type SignInMailRequest = z.infer<typeof signInMailRequestSchema>;

/** The same answer whether or not the address has an account (no enumeration). */
export const signInMailResponseSchema = z.object({ sent: z.literal(true) });
export type SignInMailResponse = z.infer<typeof signInMailResponseSchema>;

/** POST /api/v1/authentications/sign_in_codes: the code from the mail, for the browser that asked for it. */
export const signInCodeRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, "code must be 6 digits"),
});

/** POST /api/v1/authentications/sign_in_links: the token from the mailed link (carried in the URL fragment). */
export const signInLinkRequestSchema = z.strictObject({
  token: z.string().min(20).max(200),
});

export const signedInResponseSchema = z.object({
  signed_in: z.literal(true),
  /** where to continue: the path the student came from, or the next registration page */
  return_to: z.string(),
});
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

/** GET /v1/auth/refresh (spec §7 Token refresh): the new access token, also set as the `token` cookie. */
export const tokenRefreshResponseSchema = z.object({
  token: z.string(),
  /** seconds until the token expires */
  expires_in: z.number().int().positive(),
});
export type TokenRefreshResponse = z.infer<typeof tokenRefreshResponseSchema>;
