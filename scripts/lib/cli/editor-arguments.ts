import { STAGE_MESSAGE_KINDS, type StageMessageKind } from "../../../core/entries/stage-messages";

export const EDITOR_USAGE = [
  "Usage: npm run editor -- publish-event <event_id>",
  "       npm run editor -- unpublish-event <event_id>",
  "       npm run editor -- set-flag <key> on|off",
  "       npm run editor -- set-live-url <schedule_id> <https://…>|none",
  "       npm run editor -- set-stage-message <schedule_id> <kind> <text>|none",
  `         kind: ${STAGE_MESSAGE_KINDS.join(", ")}`,
].join("\n");

export type EditorCommand =
  | { kind: "publish-event"; eventId: number }
  | { kind: "unpublish-event"; eventId: number }
  | { kind: "set-flag"; key: string; enabled: boolean }
  /** url null: the schedule has no live link any more */
  | { kind: "set-live-url"; scheduleId: number; url: string | null }
  /** text null: the message is cleared */
  | { kind: "set-stage-message"; scheduleId: number; message: StageMessageKind; text: string | null };

const isStageMessageKind = (value: string | undefined): value is StageMessageKind =>
  (STAGE_MESSAGE_KINDS as readonly string[]).includes(value ?? "");

const isId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

/** The arguments of `npm run editor` (scripts/editor.ts); null when they are not one of its usages. */
export function parseEditorArguments(args: readonly string[]): EditorCommand | null {
  const rest = args.filter((arg) => arg !== "--");
  const [command, first, second, ...extra] = rest;
  if (command === "set-stage-message" && isId(first) && isStageMessageKind(second) && extra.length === 1) {
    const text = extra[0]!;
    return { kind: command, scheduleId: Number(first), message: second, text: text === "none" ? null : text };
  }
  if (extra.length > 0) return null;
  if (command === "set-live-url" && isId(first) && second !== undefined) {
    return { kind: command, scheduleId: Number(first), url: second === "none" ? null : second };
  }
  if ((command === "publish-event" || command === "unpublish-event") && isId(first) && second === undefined) {
    return { kind: command, eventId: Number(first) };
  }
  if (
    command === "set-flag" &&
    first !== undefined &&
    /^[a-z0-9_]{1,64}$/.test(first) &&
    (second === "on" || second === "off")
  ) {
    return { kind: "set-flag", key: first, enabled: second === "on" };
  }
  return null;
}
