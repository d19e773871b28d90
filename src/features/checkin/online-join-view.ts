import type { AttendUrlResponse } from "@core/api/checkin";
import { LIVE_LINK_OPENS_BEFORE_MS } from "@core/checkin/live-url";
import { formatTokyoDateTime } from "@core/dates/tokyo-date";

/** What the entrant sees for their online schedule: 参加する (the site's join redirect), a note why not, or nothing. */
export type JoinView = { kind: "join"; href: string } | { kind: "note"; text: string } | { kind: "none" };

const OPENS_MINUTES = LIVE_LINK_OPENS_BEFORE_MS / 60_000;

/** The attend_url answer (spec §7 status, attend_url) as the entrant reads it. */
export function joinViewOf(answer: AttendUrlResponse): JoinView {
  switch (answer.status) {
    case "open":
      return answer.attend_url ? { kind: "join", href: answer.attend_url } : { kind: "none" };
    case "not_yet":
      return {
        kind: "note",
        text: answer.opens_at
          ? `開始${OPENS_MINUTES}分前（${formatTokyoDateTime(answer.opens_at)}）から、ここに「参加する」ボタンが表示されます。`
          : `開始${OPENS_MINUTES}分前から、ここに「参加する」ボタンが表示されます。`,
      };
    case "not_online":
      return {
        kind: "note",
        text: "参加用のURLは主催者が準備中です。準備ができると、ここに「参加する」ボタンが表示されます。",
      };
    case "ended":
      return { kind: "note", text: "オンライン配信は終了しました。" };
    case "not_entered":
      return { kind: "none" };
  }
}

/** How long until the answer may change by itself (the link opens), or null; only within `horizonMs`. */
export function msUntilOpens(answer: AttendUrlResponse, now: Date, horizonMs = 12 * 3600 * 1000): number | null {
  if (answer.status !== "not_yet" || !answer.opens_at) return null;
  const wait = new Date(answer.opens_at).getTime() - now.getTime();
  return wait > 0 && wait <= horizonMs ? wait : null;
}
