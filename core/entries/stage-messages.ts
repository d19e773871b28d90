import type { EntryState } from "./entry-state";

/**
 * Stage messages: the schedule's ten additional-information texts (spec §3 Schedule), written by editors and shown to
 * the schedule's entrants for the stage their entry is at (the entry view, the state-change mails). The API field of
 * each is `{kind}_additional_information`; the editor CLI names a text by its kind.
 */
export const STAGE_MESSAGE_KINDS = [
  "attend_response",
  "reminded",
  "invited",
  "pre_entry",
  "entry",
  "pass",
  "elected",
  "defeated",
  "user_canceled",
  "thank_you",
] as const;
export type StageMessageKind = (typeof STAGE_MESSAGE_KINDS)[number];
export type StageMessageField = `${StageMessageKind}_additional_information`;
export type StageMessages = Record<StageMessageField, string | null>;

export const stageMessageField = (kind: StageMessageKind): StageMessageField => `${kind}_additional_information`;

/** Every field, all null: what anyone but the schedule's entrant is sent. */
export const NO_STAGE_MESSAGES: StageMessages = Object.fromEntries(
  STAGE_MESSAGE_KINDS.map((kind) => [stageMessageField(kind), null]),
) as StageMessages;

/** What an editor reads for each kind (CLI help, errors). */
export const STAGE_MESSAGE_LABELS: Readonly<Record<StageMessageKind, string>> = {
  attend_response: "出欠回答時",
  reminded: "リマインド",
  invited: "招待時",
  pre_entry: "抽選申込時",
  entry: "エントリー時",
  pass: "選考通過時",
  elected: "当選時",
  defeated: "落選時",
  user_canceled: "キャンセル時",
  thank_you: "参加後のお礼",
};

/** Longest stage message, in characters as a reader counts them (code points). */
export const STAGE_MESSAGE_MAX_LENGTH = 2000;

/**
 * Which message an entrant reads for the state their entry is in; null for the states no message is written for
 * (`remained`: the waitlist has its own mails; `absenced`). `attend_response`, `reminded` and `pass` belong to moments,
 * not states (an attendance answer, a reminder, passing a selection step): no state shows them.
 */
export function stageMessageKindOf(state: EntryState): StageMessageKind | null {
  switch (state) {
    case "pre_entried":
      return "pre_entry";
    case "entried":
      return "entry";
    case "invited":
      return "invited";
    case "elected":
      return "elected";
    case "defeated":
      return "defeated";
    case "attended":
      return "thank_you";
    case "canceled":
      return "user_canceled";
    case "remained":
    case "absenced":
      return null;
  }
}

/** The message the schedule has for an entry in `state`, or null (none for that state, or none written). */
export function stageMessageOf(messages: Partial<StageMessages>, state: EntryState): string | null {
  const kind = stageMessageKindOf(state);
  const text = kind === null ? null : (messages[stageMessageField(kind)] ?? null);
  return text && text.trim() !== "" ? text : null;
}

/** An editor's text checked: trimmed, empty clears it (null); too long is an error in Japanese. */
export function checkStageMessage(
  kind: StageMessageKind,
  text: string,
): { ok: true; text: string | null } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, text: null };
  const length = [...trimmed].length;
  if (length > STAGE_MESSAGE_MAX_LENGTH) {
    return {
      ok: false,
      error: `${STAGE_MESSAGE_LABELS[kind]}のメッセージは${STAGE_MESSAGE_MAX_LENGTH}文字以内にしてください（${length}文字）`,
    };
  }
  return { ok: true, text: trimmed };
}
