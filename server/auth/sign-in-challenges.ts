import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { signInChallenges } from "../../db/schema";
import { SIGN_IN_CHALLENGE_TTL_SECONDS } from "./auth-cookies";
import { randomSecret, randomSixDigitCode, sha256Hex } from "./secret-tokens";

/** Wrong codes allowed per challenge before it stops accepting codes (the link still works). */
export const MAX_CODE_ATTEMPTS = 5;

type Executor = Pick<Db, "insert" | "update" | "select">;

export type NewChallenge = { linkToken: string; code: string; browserSecret: string };
export type ConsumedChallenge = { userId: string; purpose: "sign_up" | "sign_in"; returnTo: string };

function codeHash(browserSecret: string, code: string): string {
  return sha256Hex(`${browserSecret}:${code}`);
}

export async function createChallenge(
  db: Executor,
  input: { userId: string; purpose: "sign_up" | "sign_in"; returnTo: string },
  now = new Date(),
): Promise<NewChallenge> {
  const challenge = { linkToken: randomSecret(), code: randomSixDigitCode(), browserSecret: randomSecret() };
  await db.insert(signInChallenges).values({
    userId: input.userId,
    purpose: input.purpose,
    returnTo: input.returnTo,
    linkTokenHash: sha256Hex(challenge.linkToken),
    browserHash: sha256Hex(challenge.browserSecret),
    codeHash: codeHash(challenge.browserSecret, challenge.code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_SECONDS * 1000),
  });
  return challenge;
}

const consumedFields = {
  userId: signInChallenges.userId,
  purpose: signInChallenges.purpose,
  returnTo: signInChallenges.returnTo,
};

/** Single use: one UPDATE claims the row, so of two concurrent uses exactly one gets it. */
export async function consumeLinkToken(db: Db, linkToken: string, now = new Date()): Promise<ConsumedChallenge | null> {
  const [row] = await db
    .update(signInChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(signInChallenges.linkTokenHash, sha256Hex(linkToken)),
        isNull(signInChallenges.consumedAt),
        gt(signInChallenges.expiresAt, now),
      ),
    )
    .returning(consumedFields);
  return row ?? null;
}

/** The user a challenge cookie belongs to (for per-address rate limits), whatever its state. */
export async function challengeUserId(db: Db, browserSecret: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(eq(signInChallenges.browserHash, sha256Hex(browserSecret)))
    .limit(1);
  return row?.userId ?? null;
}

/** Like consumeLinkToken, for the code typed into the browser holding the challenge cookie. A wrong code counts. */
export async function consumeCode(
  db: Db,
  browserSecret: string,
  code: string,
  now = new Date(),
): Promise<ConsumedChallenge | null> {
  const browserHash = sha256Hex(browserSecret);
  const [row] = await db
    .update(signInChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(signInChallenges.browserHash, browserHash),
        eq(signInChallenges.codeHash, codeHash(browserSecret, code)),
        isNull(signInChallenges.consumedAt),
        gt(signInChallenges.expiresAt, now),
        lt(signInChallenges.codeAttempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning(consumedFields);
  if (row) return row;
  await db
    .update(signInChallenges)
    .set({ codeAttempts: sql`${signInChallenges.codeAttempts} + 1` })
    .where(eq(signInChallenges.browserHash, browserHash));
  return null;
}
