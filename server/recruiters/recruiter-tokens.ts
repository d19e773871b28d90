import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recruiterTokens } from "../../db/schema";
import { sha256Hex } from "../auth/secret-tokens";

/** Every recruiter token starts so, which tells it apart in logs and secret scanners (32 random bytes, base64url, follow). */
export const RECRUITER_TOKEN_PREFIX = "mrt_";

/** The shape of a token as issued: the prefix and 43 base64url characters. Anything else is refused unlooked. */
export const RECRUITER_TOKEN_PATTERN = /^mrt_[A-Za-z0-9_-]{43}$/;

/** What is stored of a token: its SHA-256 as 64 hex digits. */
export function hashRecruiterToken(token: string): string {
  return sha256Hex(token);
}

/**
 * Issues a token for a company. The token is returned once and never stored: the row holds its hash only.
 * Throws (foreign key) for an unknown company.
 */
export async function createRecruiterToken(
  db: Db,
  companyId: number,
  label: string,
): Promise<{ id: number; token: string }> {
  const token = RECRUITER_TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(recruiterTokens)
    .values({ companyId, label, tokenHash: hashRecruiterToken(token) })
    .returning({ id: recruiterTokens.id });
  return { id: row!.id, token };
}

/** Revokes a token from now on; false when there is no such token or it was already revoked. */
export async function revokeRecruiterToken(db: Db, id: number, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(recruiterTokens)
    .set({ revokedAt: now })
    .where(and(eq(recruiterTokens.id, id), isNull(recruiterTokens.revokedAt)))
    .returning({ id: recruiterTokens.id });
  return revoked.length > 0;
}

export type RecruiterTokenSummary = Pick<
  typeof recruiterTokens.$inferSelect,
  "id" | "companyId" | "label" | "createdAt" | "lastUsedAt" | "revokedAt"
>;

/** A company's tokens, oldest first, revoked ones included; never their hashes. */
export async function listRecruiterTokens(db: Db, companyId: number): Promise<RecruiterTokenSummary[]> {
  return db
    .select({
      id: recruiterTokens.id,
      companyId: recruiterTokens.companyId,
      label: recruiterTokens.label,
      createdAt: recruiterTokens.createdAt,
      lastUsedAt: recruiterTokens.lastUsedAt,
      revokedAt: recruiterTokens.revokedAt,
    })
    .from(recruiterTokens)
    .where(eq(recruiterTokens.companyId, companyId))
    .orderBy(asc(recruiterTokens.id));
}
