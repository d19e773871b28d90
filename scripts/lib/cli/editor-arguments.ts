import { DOOR_LINK_MAX_HOURS } from "../../../core/api/door-screen";
import { STAGE_MESSAGE_KINDS, type StageMessageKind } from "../../../core/entries/stage-messages";
import { NOTICE_USAGE, parseNoticeArguments, type NoticeCommand } from "./notice-arguments";

export const EDITOR_USAGE = [
  "Usage: npm run editor -- publish-event <event_id>",
  "       npm run editor -- unpublish-event <event_id>",
  "       npm run editor -- set-flag <key> on|off",
  "       npm run editor -- door-link <schedule_id> [--hours 1-24]",
  "       npm run editor -- door-link --booth <event_checkinable_company_id> [--hours 1-24]",
  "       npm run editor -- set-live-url <schedule_id> <https://…>|none",
  "       npm run editor -- set-stage-message <schedule_id> <kind> <text>|none",
  `         kind: ${STAGE_MESSAGE_KINDS.join(", ")}`,
  NOTICE_USAGE,
].join("\n");

/** The commands that change the database (publishing and flags also ask for a rebuild). */
export type EditorChangeCommand =
  | { kind: "publish-event"; eventId: number }
  | { kind: "unpublish-event"; eventId: number }
  | { kind: "set-flag"; key: string; enabled: boolean }
  /** url null: the schedule has no live link any more */
  | { kind: "set-live-url"; scheduleId: number; url: string | null }
  /** text null: the message is cleared */
  | { kind: "set-stage-message"; scheduleId: number; message: StageMessageKind; text: string | null };

const isStageMessageKind = (value: string | undefined): value is StageMessageKind =>
  (STAGE_MESSAGE_KINDS as readonly string[]).includes(value ?? "");

/** Prints a signed door-screen link; changes nothing. */
export type DoorLinkCommand = {
  kind: "door-link";
  target: "schedule" | "booth";
  id: number;
  hours: number | undefined;
};

export type EditorCommand = EditorChangeCommand | DoorLinkCommand | NoticeCommand;

const isId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

/** `door-link [--booth] <id> [--hours H]`, flags in any order; null when it is not that usage. */
function parseDoorLink(args: readonly string[]): EditorCommand | null {
  let target: "schedule" | "booth" = "schedule";
  let id: string | undefined;
  let hours: number | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === "--booth" && target === "schedule") target = "booth";
    else if (arg === "--hours" && hours === undefined) {
      const value = args[(index += 1)];
      if (!value || !/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > DOOR_LINK_MAX_HOURS) return null;
      hours = Number(value);
    } else if (isId(arg) && id === undefined) id = arg;
    else return null;
  }
  return id === undefined ? null : { kind: "door-link", target, id: Number(id), hours };
}

/** The arguments of `npm run editor` (scripts/editor.ts); null when they are not one of its usages. */
export function parseEditorArguments(args: readonly string[]): EditorCommand | null {
  const rest = args.filter((arg) => arg !== "--");
  if (rest[0] === "door-link") return parseDoorLink(rest.slice(1));
  const [command, first, second, ...extra] = rest;
  if (command === "set-stage-message" && isId(first) && isStageMessageKind(second) && extra.length === 1) {
    const text = extra[0]!;
    return { kind: command, scheduleId: Number(first), message: second, text: text === "none" ? null : text };
  }
  if (command === "notice") return parseNoticeArguments(rest.slice(1));
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
