import { sql } from "drizzle-orm";
import { apiPath, apiPaths } from "../../core/api-paths";
import { LIVE_LINK_OPENS_BEFORE_MS } from "../../core/api/checkin";
import { safeLiveUrl } from "../../core/checkin/live-url";
import { holdsSeat, type EntryState } from "../../core/entries/entry-state";
import {
  STAGE_MESSAGE_KINDS,
  stageMessageField,
  stageMessageOf,
  type StageMessages,
} from "../../core/entries/stage-messages";
import type { Executor } from "../platform/database/transaction";

/**
 * What an entry mail adds for the schedule (issue 32): the organiser's stage message for the state the mail announces,
 * and, for a seat on an online schedule, the site's join link — the /live redirect, which opens 30 minutes before the
 * start and records attendance; the streaming URL itself is never in a mail.
 */
export type EntryMailNotes = { stageMessage: string | null; joinUrl: string | null };

export const NO_MAIL_NOTES: EntryMailNotes = { stageMessage: null, joinUrl: null };

/** A schedule's stage messages and live link, read for a mail. */
export type ScheduleMailFacts = { eventId: number; liveUrl: string | null; messages: StageMessages };

const messageColumns = sql.raw(STAGE_MESSAGE_KINDS.map((kind) => `s.${stageMessageField(kind)}`).join(", "));

type FactsRow = { event_id: number; live_url: string | null } & StageMessages;

function factsOf(row: FactsRow): ScheduleMailFacts {
  const { event_id, live_url, ...messages } = row;
  return { eventId: event_id, liveUrl: live_url, messages };
}

/** The facts of one schedule; null for an unknown id. */
export async function readScheduleMailFacts(executor: Executor, scheduleId: number): Promise<ScheduleMailFacts | null> {
  const result = await executor.execute<FactsRow>(
    sql`select s.event_id, s.live_url, ${messageColumns} from schedules s where s.id = ${scheduleId}`,
  );
  return result.rows[0] ? factsOf(result.rows[0]) : null;
}

/** The facts of an entry's schedule; null for an unknown entry. */
export async function readEntryScheduleMailFacts(
  executor: Executor,
  entryId: number,
): Promise<ScheduleMailFacts | null> {
  const result = await executor.execute<FactsRow>(
    sql`select s.event_id, s.live_url, ${messageColumns} from entries en join schedules s on s.id = en.schedule_id where en.id = ${entryId}`,
  );
  return result.rows[0] ? factsOf(result.rows[0]) : null;
}

/** The stage messages of these schedules, by schedule id. */
export async function readStageMessages(
  executor: Executor,
  scheduleIds: readonly number[],
): Promise<Map<number, StageMessages>> {
  if (scheduleIds.length === 0) return new Map();
  const result = await executor.execute<{ id: number } & StageMessages>(
    sql`select s.id, ${messageColumns} from schedules s where s.id in (${sql.join(
      scheduleIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(result.rows.map(({ id, ...messages }) => [id, messages]));
}

/** The notes of a mail announcing `state`: the state's stage message; the join link only for a seat. */
export function entryMailNotes(facts: ScheduleMailFacts | null, state: EntryState, origin: string): EntryMailNotes {
  if (!facts) return NO_MAIL_NOTES;
  return {
    stageMessage: stageMessageOf(facts.messages, state),
    joinUrl:
      holdsSeat(state) && safeLiveUrl(facts.liveUrl)
        ? `${origin}${apiPath(apiPaths.liveRedirect, { event_id: facts.eventId })}`
        : null,
  };
}

const OPENS_MINUTES = LIVE_LINK_OPENS_BEFORE_MS / 60_000;
export const JOIN_HEADING = "オンラインでの参加方法";
export const JOIN_GUIDE = `開始${OPENS_MINUTES}分前から、ミライキャリアにログインした状態で次のリンクを開くと参加できます（参加すると出席が記録されます）。イベントページと参加チケットの画面の「参加する」ボタンからも参加できます。`;
export const STAGE_MESSAGE_HEADING = "主催者からのお知らせ";

/** The notes as plain-text sections, each after a blank line ("" without notes). */
export function mailNotesText(notes: EntryMailNotes): string {
  const sections: string[] = [];
  if (notes.stageMessage) sections.push(`■ ${STAGE_MESSAGE_HEADING}\n${notes.stageMessage}`);
  if (notes.joinUrl) sections.push(`■ ${JOIN_HEADING}\n${JOIN_GUIDE}\n${notes.joinUrl}`);
  return sections.map((section) => `\n\n${section}`).join("");
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The notes as HTML sections ("" without notes); the message keeps its line breaks. */
export function mailNotesHtml(notes: EntryMailNotes): string {
  let html = "";
  if (notes.stageMessage) {
    const lines = notes.stageMessage.split(/\r?\n/).map(escapeHtml).join("<br>");
    html += `<h2>${STAGE_MESSAGE_HEADING}</h2><p>${lines}</p>`;
  }
  if (notes.joinUrl) {
    html +=
      `<h2>${JOIN_HEADING}</h2><p>${escapeHtml(JOIN_GUIDE)}</p>` +
      `<p><a href="${escapeHtml(notes.joinUrl)}">参加する</a></p>`;
  }
  return html;
}
