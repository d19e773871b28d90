import { NOTICE_USAGE, parseNoticeArguments, type NoticeCommand } from "./notice-arguments";

export const EDITOR_USAGE = [
  "Usage: npm run editor -- publish-event <event_id>",
  "       npm run editor -- unpublish-event <event_id>",
  "       npm run editor -- set-flag <key> on|off",
  NOTICE_USAGE,
].join("\n");

export type EditorCommand =
  | { kind: "publish-event"; eventId: number }
  | { kind: "unpublish-event"; eventId: number }
  | { kind: "set-flag"; key: string; enabled: boolean }
  | NoticeCommand;

const isId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

/** The arguments of `npm run editor` (scripts/editor.ts); null when they are not one of its usages. */
export function parseEditorArguments(args: readonly string[]): EditorCommand | null {
  const rest = args.filter((arg) => arg !== "--");
  const [command, first, second, ...extra] = rest;
  if (command === "notice") return parseNoticeArguments(rest.slice(1));
  if (extra.length > 0) return null;
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
