import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";
import { timestamptz } from "./columns";

/** How a student proved who they were: the mailed code, the mailed link, or the code typed again to re-authenticate. */
export const signInMethodValues = ["code", "link", "reauthentication"] as const;
export type SignInMethod = (typeof signInMethodValues)[number];

/**
 * One row per successful sign-in or re-authentication, kept for the student's data export (APPI). Time and method
 * only: no IP address and no user agent (docs/privacy.md). Erased with the account.
 */
export const signInHistory = pgTable(
  "sign_in_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method", { enum: signInMethodValues }).notNull(),
    signedInAt: timestamptz("signed_in_at").notNull().defaultNow(),
  },
  (t) => [
    check("sign_in_history_method_check", sql`${t.method} in ('code', 'link', 'reauthentication')`),
    index("sign_in_history_user_id_signed_in_at_idx").on(t.userId, t.signedInAt),
  ],
);
