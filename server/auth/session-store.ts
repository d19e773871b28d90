import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refreshTokens, userSessions, users } from "../../db/schema";
import { randomSecret, sha256Hex } from "./secret-tokens";

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A refresh token rotated away less than this long ago still works once more: a retried refresh keeps the session. */
export const REFRESH_GRACE_SECONDS = 30;

export type NewSession = { userId: string; sessionId: string; sessionSecret: string; refreshToken: string };

/** Starts a session: the session cookie's secret and the first refresh token of its chain; only hashes are stored. */
export async function createSession(db: Db, userId: string, now = new Date()): Promise<NewSession> {
  const sessionSecret = randomSecret();
  const refreshToken = randomSecret();
  const sessionId = sha256Hex(sessionSecret);
  await db.transaction(async (tx) => {
    await tx.insert(userSessions).values({
      id: sessionId,
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    });
    await tx.insert(refreshTokens).values({ tokenHash: sha256Hex(refreshToken), sessionId, createdAt: now });
    await tx.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
  });
  return { userId, sessionId, sessionSecret, refreshToken };
}

/** The session's user while it is neither revoked nor expired. */
export async function findActiveSessionUser(db: Db, sessionId: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .select({ userId: userSessions.userId })
    .from(userSessions)
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt), gt(userSessions.expiresAt, now)))
    .limit(1);
  return row?.userId ?? null;
}

export function sessionIdOfSecret(sessionSecret: string): string {
  return sha256Hex(sessionSecret);
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}

export type RefreshOutcome =
  | { kind: "rotated"; userId: string; sessionId: string; refreshToken: string }
  | { kind: "invalid" }
  | { kind: "reused" };

type RefreshRow = {
  session_id: string;
  parent_hash: string | null;
  rotated_at: Date | null;
  user_id: string;
  revoked_at: Date | null;
  expires_at: Date;
};

/**
 * Exchanges a refresh token for its successor. The row is locked, so concurrent refreshes with one token run one
 * after the other: the first rotates, the next ones fall in the grace window and get siblings. A rotated token shown
 * after the grace window means a copy is in other hands: the whole session is revoked.
 */
export async function rotateRefreshToken(db: Db, refreshToken: string, now = new Date()): Promise<RefreshOutcome> {
  const tokenHash = sha256Hex(refreshToken);
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      select rt.session_id, rt.parent_hash, rt.rotated_at, s.user_id, s.revoked_at, s.expires_at
      from refresh_tokens rt join user_sessions s on s.id = rt.session_id
      where rt.token_hash = ${tokenHash}
      for update of rt, s`);
    const row = result.rows[0] as RefreshRow | undefined;
    if (!row || row.revoked_at !== null || new Date(row.expires_at) <= now) return { kind: "invalid" };

    if (row.rotated_at !== null) {
      const rotatedMsAgo = now.getTime() - new Date(row.rotated_at).getTime();
      if (rotatedMsAgo > REFRESH_GRACE_SECONDS * 1000) {
        await tx.update(userSessions).set({ revokedAt: now }).where(eq(userSessions.id, row.session_id));
        return { kind: "reused" };
      }
    }

    const successor = randomSecret();
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: sha256Hex(successor), sessionId: row.session_id, parentHash: tokenHash, createdAt: now });
    if (row.rotated_at === null) {
      await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.tokenHash, tokenHash));
    }
    await tx.update(userSessions).set({ lastUsedAt: now }).where(eq(userSessions.id, row.session_id));
    return { kind: "rotated", userId: row.user_id, sessionId: row.session_id, refreshToken: successor };
  });
}
