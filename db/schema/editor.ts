import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * Editor request signatures already accepted (server/editor/editor-signature.ts): the primary key makes "each
 * signature is accepted once" hold across function instances, since two requests carrying one signature race on the
 * same INSERT and only one wins. Rows past `expires_at` (the end of the 5-minute window) can no longer be replayed
 * anyway (their timestamp is too old) and are deleted by later inserts.
 */
export const editorSignatures = pgTable(
  "editor_signatures",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("editor_signatures_expires_at_idx").on(t.expiresAt)],
);

/**
 * Site builds the editors' webhook queued (POST /api/v1/editor/rebuilds, server/editor/queue-site-build.ts). A call
 * within 60 s of the newest row's `queued_at` joins that build (its changes are appended, `calls` counts the webhook
 * calls it stands for) instead of calling the build hook again, unless that build has started (`started_at`, set
 * by the build before it reads the database): a change its reading may have missed gets a build of its own.
 */
export const siteBuilds = pgTable("site_builds", {
  id: serial("id").primaryKey(),
  queuedAt: timestamptz("queued_at").notNull().defaultNow(),
  /** the `changes` of every call the build stands for, in order: [{ type, id }] */
  changes: jsonb("changes").notNull(),
  calls: integer("calls").notNull().default(1),
  startedAt: timestamptz("started_at"),
});
