import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { events, featureFlags } from "../../../db/schema";
import type { EditorChange } from "../../../core/api/editor-rebuilds";
import { announceEventPublication } from "../../../server/notices/event-announcements";
import type { EditorCommand } from "./editor-arguments";
import type { NoticeCommand } from "./notice-arguments";

export type AppliedChange = { change: EditorChange; summary: string };

/** A change `npm run editor` cannot make (unknown id or key); the database is left as it was. */
export class EditorCommandError extends Error {
  override readonly name = "EditorCommandError";
}

/**
 * Makes an editor's change in the database, as a CMS would, and says what the rebuild webhook must be told.
 * Publishing keeps a publication time already set (a scheduled one included) and sets now when there is none.
 */
export async function applyEditorCommand(
  db: Db,
  command: Exclude<EditorCommand, NoticeCommand>,
): Promise<AppliedChange> {
  if (command.kind === "set-flag") {
    const [flag] = await db
      .update(featureFlags)
      .set({ enabled: command.enabled, updatedAt: sql`now()` })
      .where(eq(featureFlags.key, command.key))
      .returning({ key: featureFlags.key });
    if (!flag) {
      const known = await db.select({ key: featureFlags.key }).from(featureFlags).orderBy(featureFlags.key);
      throw new EditorCommandError(
        `フラグ ${command.key} はありません。あるフラグ: ${known.map((row) => row.key).join(", ")}`,
      );
    }
    return {
      change: { type: "flag", id: command.key },
      summary: `フラグ ${command.key} を ${command.enabled ? "on" : "off"} にしました`,
    };
  }
  const publish = command.kind === "publish-event";
  // publishing also announces the event to the followers of its company (新着情報), in the same transaction
  const event = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(events)
      .set(
        publish
          ? { published: true, publishedAt: sql`coalesce(${events.publishedAt}, now())`, updatedAt: sql`now()` }
          : { published: false, updatedAt: sql`now()` },
      )
      .where(eq(events.id, command.eventId))
      .returning({ id: events.id, title: events.title });
    if (changed && publish) await announceEventPublication(tx, changed.id);
    return changed;
  });
  if (!event) throw new EditorCommandError(`イベント ${command.eventId} はありません`);
  return {
    change: { type: "event", id: event.id },
    summary: `イベント ${event.id}「${event.title}」を${publish ? "公開" : "非公開に"}しました`,
  };
}
