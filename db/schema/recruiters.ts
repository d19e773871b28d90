import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { companies } from "./companies";

/**
 * A company's bearer token for the recruiter API (issue 17). Only the SHA-256 hex of the token is stored
 * (server/recruiters/recruiter-tokens.ts); the token itself is shown once, when it is created. A revoked token
 * (revoked_at set) authenticates no more; the row stays for the record.
 */
export const recruiterTokens = pgTable(
  "recruiter_tokens",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** what the token is for, e.g. the tool or the person holding it */
    label: text("label").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    lastUsedAt: timestamptz("last_used_at"),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [index("recruiter_tokens_company_id_idx").on(t.companyId)],
);
