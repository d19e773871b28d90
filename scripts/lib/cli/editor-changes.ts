import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { events, featureFlags, schedules } from "../../../db/schema";
import type { EditorChange } from "../../../core/api/editor-rebuilds";
import { checkLiveUrl } from "../../../core/checkin/live-url";
import { checkStageMessage, STAGE_MESSAGE_LABELS, type StageMessageKind } from "../../../core/entries/stage-messages";
import type { EditorChangeCommand } from "./editor-arguments";
import { announceEventPublication } from "../../../server/notices/event-announcements";

/** `change` null: nothing a page is built from changed, so no rebuild is asked for. */
export type AppliedChange = { change: EditorChange | null; summary: string };

/** The schedules column of each stage message. */
const STAGE_MESSAGE_COLUMNS = {
  attend_response: "attendResponseAdditionalInformation",
  reminded: "remindedAdditionalInformation",
  invited: "invitedAdditionalInformation",
  pre_entry: "preEntryAdditionalInformation",
  entry: "entryAdditionalInformation",
  pass: "passAdditionalInformation",
  elected: "electedAdditionalInformation",
  defeated: "defeatedAdditionalInformation",
  user_canceled: "userCanceledAdditionalInformation",
  thank_you: "thankYouAdditionalInformation",
} as const satisfies Record<StageMessageKind, keyof typeof schedules.$inferSelect>;

/**
 * An online schedule's live URL (https only) or none. Nothing built reads it (cards say オンライン from `is_online`, and
 * the URL itself is never in a page: entrants reach it through the /live redirect), so no rebuild is asked for.
 */
async function setLiveUrl(db: Db, scheduleId: number, value: string | null): Promise<AppliedChange> {
  let url: string | null = null;
  if (value !== null) {
    const checked = checkLiveUrl(value);
    if (!checked.ok) throw new EditorCommandError(checked.error);
    url = checked.url;
  }
  const [schedule] = await db
    .update(schedules)
    .set({ liveUrl: url, updatedAt: sql`now()` })
    .where(eq(schedules.id, scheduleId))
    .returning({ id: schedules.id, title: schedules.title, isOnline: schedules.isOnline });
  if (!schedule) throw new EditorCommandError(`日程 ${scheduleId} はありません`);
  const warning = url !== null && !schedule.isOnline ? "（この日程はオンライン開催ではありません）" : "";
  return {
    change: null,
    summary:
      url === null
        ? `日程 ${schedule.id}「${schedule.title}」の参加URLを削除しました`
        : `日程 ${schedule.id}「${schedule.title}」の参加URLを設定しました${warning}`,
  };
}

/** One stage message of a schedule, or none. Only entrants read them (the API, mails): no page is rebuilt. */
async function setStageMessage(
  db: Db,
  scheduleId: number,
  kind: StageMessageKind,
  value: string | null,
): Promise<AppliedChange> {
  let text: string | null = null;
  if (value !== null) {
    const checked = checkStageMessage(kind, value);
    if (!checked.ok) throw new EditorCommandError(checked.error);
    text = checked.text;
  }
  const [schedule] = await db
    .update(schedules)
    .set({ [STAGE_MESSAGE_COLUMNS[kind]]: text, updatedAt: sql`now()` })
    .where(eq(schedules.id, scheduleId))
    .returning({ id: schedules.id, title: schedules.title });
  if (!schedule) throw new EditorCommandError(`日程 ${scheduleId} はありません`);
  return {
    change: null,
    summary: `日程 ${schedule.id}「${schedule.title}」の${STAGE_MESSAGE_LABELS[kind]}のメッセージを${text === null ? "削除" : "設定"}しました`,
  };
}

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
  command: Extract<EditorChangeCommand, { kind: "publish-event" | "unpublish-event" | "set-flag" }>,
): Promise<AppliedChange & { change: EditorChange }>;
export async function applyEditorCommand(db: Db, command: EditorChangeCommand): Promise<AppliedChange>;
export async function applyEditorCommand(db: Db, command: EditorChangeCommand): Promise<AppliedChange> {
  if (command.kind === "set-live-url") return setLiveUrl(db, command.scheduleId, command.url);
  if (command.kind === "set-stage-message") {
    return setStageMessage(db, command.scheduleId, command.message, command.text);
  }
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
