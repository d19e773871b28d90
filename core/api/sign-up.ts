import { z } from "zod";

const optionalCode = z.string().trim().max(200).optional();

/** POST /api/v1/users (spec §7 Users). */
export const signUpRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  user_registration_version_key: z.string().min(1).max(100),
  friend_referral_code: z.string().trim().max(50).optional(),
  utm_source: optionalCode,
  utm_medium: optionalCode,
  utm_campaign: optionalCode,
  utm_term: optionalCode,
  utm_content: optionalCode,
  waad: optionalCode,
  vid: optionalCode,
  fxuid: optionalCode,
  pbid: optionalCode,
  a8: optionalCode,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** "new user creation returns user with id" (spec §3). Opaque: the same shape for new and existing addresses. */
export const signUpResponseSchema = z.object({ user: z.object({ id: z.string() }) });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
