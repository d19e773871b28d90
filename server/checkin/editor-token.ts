import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { ApiError } from "../http/api-error";

/**
 * EDITOR_API_TOKEN: the shared Bearer token of the editor endpoints (check-in codes) until the operations issue brings
 * editor accounts. Optional: unset, the editor endpoints answer 401 to everyone (closed, not half-open), so a
 * deployment without it exposes nothing; there is no development default (`npm run checkin:code` reads the database
 * directly). At least 32 characters when set.
 */
export const editorEnvSchema = z.object({
  EDITOR_API_TOKEN: z.string().min(32, "EDITOR_API_TOKEN must be at least 32 characters").optional(),
});

export function readEditorToken(env: Record<string, string | undefined> = process.env): string | undefined {
  const parsed = editorEnvSchema.safeParse({ EDITOR_API_TOKEN: env.EDITOR_API_TOKEN || undefined });
  if (!parsed.success) throw new Error(`Invalid editor environment: ${parsed.error.issues[0]?.message ?? "EDITOR_API_TOKEN is malformed"}`);
  return parsed.data.EDITOR_API_TOKEN;
}

/** Constant-time comparison (equal-length buffers for timingSafeEqual; the length check leaks only the length). */
export function sameToken(presented: string, expected: string): boolean {
  const left = Buffer.from(presented, "utf8");
  const right = Buffer.from(expected, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

const unauthorized = () => new ApiError(401, "unauthorized", "This call needs the editor token: Authorization: Bearer <EDITOR_API_TOKEN>");

/** Throws 401 unless `Authorization: Bearer <EDITOR_API_TOKEN>` matches (the token is never logged or echoed). */
export function requireEditor(req: Request, env: Record<string, string | undefined> = process.env): void {
  const expected = readEditorToken(env);
  const match = /^Bearer ([^\s]+)$/.exec(req.headers.get("Authorization") ?? "");
  if (!expected || !match || !sameToken(match[1]!, expected)) throw unauthorized();
}
