import { ENTRY_STATE_LABELS, type EntryState } from "../../core/entries/entry-state";
import { ONLINE_PLACE, type CalendarEntry } from "../calendar/entry-ics";
import type { OutgoingMail } from "../platform/mail/send-mail";
import { mailNotesHtml, mailNotesText, NO_MAIL_NOTES, type EntryMailNotes } from "./entry-mail-notes";
import { SERVICE_NAME, mailFooter, mailSubject } from "../platform/mail/mail-text";

const footer = mailFooter("このメールは送信専用です。エントリーの確認・キャンセル・日程変更はマイページから行えます。");

const dateTime = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "long",
  day: "numeric",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const time = new Intl.DateTimeFormat("ja-JP", { timeZone: "Asia/Tokyo", hour: "2-digit", minute: "2-digit" });

/** e.g. 2026年12月1日(火) 10:00〜13:30 (Japan time) */
export function scheduleWhen(item: Pick<CalendarEntry, "startAt" | "endAt">): string {
  return `${dateTime.format(item.startAt)}〜${time.format(item.endAt)}`;
}

function placeOf(item: CalendarEntry): string {
  return item.isOnline ? ONLINE_PLACE : (item.place ?? "未定");
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function facts(item: CalendarEntry, state: EntryState): Array<[string, string]> {
  return [
    ["イベント", item.title],
    ["日程", item.scheduleTitle],
    ["日時", scheduleWhen(item)],
    ["場所", placeOf(item)],
    ["状態", ENTRY_STATE_LABELS[state]],
  ];
}

/**
 * The HTML alternative of an entry mail: the lead, a table of facts, the stage message and join link (when given), the
 * event page link and a closing line.
 */
export function entryMailHtml(
  lead: string,
  rows: Array<[string, string]>,
  eventUrl: string,
  after: string,
  notes: EntryMailNotes = NO_MAIL_NOTES,
): string {
  const table = rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  return (
    `<!doctype html><html lang="ja"><body><p>${escapeHtml(lead)}</p><table>${table}</table>${mailNotesHtml(notes)}` +
    `<p><a href="${escapeHtml(eventUrl)}">イベントページを見る</a></p><p>${escapeHtml(after)}</p>` +
    `<hr><p>${escapeHtml(SERVICE_NAME)}</p></body></html>`
  );
}

/** Entry (or lottery application) confirmation, with the schedule as an .ics attachment. */
export function entryConfirmationMail(input: {
  to: string;
  item: CalendarEntry;
  state: EntryState;
  ics: string;
  notes?: EntryMailNotes;
}): OutgoingMail {
  const { item, state, notes = NO_MAIL_NOTES } = input;
  const lottery = state === "pre_entried";
  const lead = lottery
    ? `「${item.title}」への抽選申込を受け付けました。抽選結果は後日お知らせします。`
    : `「${item.title}」へのエントリーが完了しました。`;
  const rows = facts(item, state);
  const after = "添付のカレンダーファイル（.ics）を開くと、予定をカレンダーに追加できます。";
  return {
    to: input.to,
    template: "entry_complete",
    subject: mailSubject(`${lottery ? "抽選申込" : "エントリー"}完了: ${item.title}`),
    text:
      `${lead}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}${mailNotesText(notes)}\n\nイベントページ: ${item.eventUrl}\n\n${after}` +
      footer,
    html: entryMailHtml(lead, rows, item.eventUrl, after, notes),
    attachments: [
      {
        filename: `entry-${item.entryId}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: input.ics,
      },
    ],
  };
}

/**
 * Cancellation confirmation, with the event as STATUS:CANCELLED (.ics): opening it removes the event that the
 * confirmation's attachment added to a calendar.
 */
export function entryCancellationMail(input: {
  to: string;
  item: CalendarEntry;
  ics: string;
  notes?: EntryMailNotes;
}): OutgoingMail {
  const { item, notes = NO_MAIL_NOTES } = input;
  const lead = `「${item.title}」へのエントリーをキャンセルしました。`;
  const rows = facts(item, "canceled");
  const after =
    "締切前であれば、イベントページから再度エントリーできます。カレンダーに予定を追加していた場合は、添付のカレンダーファイル（.ics）を開くと予定が取り消されます。";
  return {
    to: input.to,
    template: "entry_canceled",
    subject: mailSubject(`エントリーキャンセル: ${item.title}`),
    text:
      `${lead}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}${mailNotesText(notes)}\n\nイベントページ: ${item.eventUrl}\n\n${after}` +
      footer,
    html: entryMailHtml(lead, rows, item.eventUrl, after, notes),
    attachments: [
      {
        filename: `entry-${item.entryId}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: input.ics,
      },
    ],
  };
}

/** A freed seat is held for a waitlisted student until `heldUntil`: confirm on the event page or it passes on. */
export function seatHeldMail(input: { to: string; item: CalendarEntry; heldUntil: Date }): OutgoingMail {
  const { item } = input;
  const lead = `キャンセル待ちに登録していた「${item.title}」に空きが出たため、お席を確保しました。`;
  const rows: Array<[string, string]> = [...facts(item, "remained"), ["確保期限", dateTime.format(input.heldUntil)]];
  const after = "期限までにイベントページで「参加を確定する」を押してください。期限を過ぎると、次の方にご案内します。";
  return {
    to: input.to,
    template: "waitlist_seat_held",
    subject: mailSubject(`お席を確保しました(期限あり): ${item.title}`),
    text:
      `${lead}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\nイベントページ: ${item.eventUrl}\n\n${after}` +
      footer,
    html: entryMailHtml(lead, rows, item.eventUrl, after),
  };
}

/** A held waitlist seat that was not taken in time: it passed to the next student, and the entry is canceled. */
export function seatHoldExpiredMail(input: { to: string; item: CalendarEntry }): OutgoingMail {
  const { item } = input;
  const lead = `「${item.title}」で確保していたお席は、確定の期限を過ぎたため次の方にご案内しました。`;
  const rows = facts(item, "canceled");
  const after = "ほかの日程に空きがあれば、イベントページから改めてエントリーできます。";
  return {
    to: input.to,
    template: "waitlist_hold_expired",
    subject: mailSubject(`お席の確保期限が過ぎました: ${item.title}`),
    text:
      `${lead}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\nイベントページ: ${item.eventUrl}\n\n${after}` +
      footer,
    html: entryMailHtml(lead, rows, item.eventUrl, after),
  };
}
