import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { userSessions, users } from "./users";
import { timestamptz } from "./columns";

export const signInPurposeValues = ["sign_up", "sign_in"] as const;

/**
 * A mailed sign-in: a single-use link token and a 6-digit code, both stored as SHA-256 hashes. The code is only
 * accepted from the browser holding the challenge cookie (browser_hash), and its hash is salted with that cookie's
 * secret, so a leaked table row cannot be brute-forced back to a code.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: signInPurposeValues }).notNull(),
    linkTokenHash: text("link_token_hash").notNull().unique(),
    browserHash: text("browser_hash").notNull().unique(),
    codeHash: text("code_hash").notNull(),
    codeAttempts: integer("code_attempts").notNull().default(0),
    returnTo: text("return_to").notNull().default("/"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    consumedAt: timestamptz("consumed_at"),
  },
  (t) => [
    check("sign_in_challenges_purpose_check", sql`${t.purpose} in ('sign_up', 'sign_in')`),
    index("sign_in_challenges_user_id_idx").on(t.userId),
    index("sign_in_challenges_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * The rotating refresh credentials of a session, stored hashed. A token that was rotated away (rotated_at set) and is
 * presented again after the grace window is a reuse: the whole session (chain) is revoked.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => userSessions.id, { onDelete: "cascade" }),
    parentHash: text("parent_hash"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    rotatedAt: timestamptz("rotated_at"),
  },
  (t) => [index("refresh_tokens_session_id_idx").on(t.sessionId)],
);

/** One row per attempt on a rate-limited action; bucket is e.g. `sign_in:ip:{ip}` or `sign_in:email:{sha256}`. */
export const authRateLimitHits = pgTable(
  "auth_rate_limit_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    hitAt: timestamptz("hit_at").notNull().defaultNow(),
  },
  (t) => [index("auth_rate_limit_hits_bucket_hit_at_idx").on(t.bucket, t.hitAt)],
);
