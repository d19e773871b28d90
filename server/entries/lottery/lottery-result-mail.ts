import type { EventCategory } from "../../../core/event-category";
import { eventPath } from "../../../core/routes";
import { formatTokyoDateTime } from "../../../core/dates/tokyo-date";
import type { OutgoingMail } from "../../platform/mail/send-mail";
import { ONLINE_PLACE } from "../../calendar/entry-ics";
import { entryMailHtml } from "../entry-mails";
import { mailNotesText, NO_MAIL_NOTES, type EntryMailNotes } from "../entry-mail-notes";
import { mailFooter, mailSubject } from "../../platform/mail/mail-text";

const footer = mailFooter("このメールは抽選にお申し込みいただいた方にお送りしています。");

export type LotteryResultMailInput = {
  to: string;
  origin: string;
  won: boolean;
  code: string;
  event: { id: number; title: string; category: EventCategory };
  schedule: { startAt: Date; place: string | null; isOnline: boolean };
  /** the schedule's 当選 / 落選 message and, for a winner of an online schedule, the join link */
  notes?: EntryMailNotes;
};

/** The result of a lottery application: 当選 (a seat is held) or 落選 (with the waitlist offered on the event page). */
export function lotteryResultMail({
  to,
  origin,
  won,
  code,
  event,
  schedule,
  notes = NO_MAIL_NOTES,
}: LotteryResultMailInput): OutgoingMail {
  const page = `${origin}${eventPath(event.category, event.id)}`;
  const rows: Array<[string, string]> = [
    ["イベント", event.title],
    ["日時", formatTokyoDateTime(schedule.startAt.toISOString())],
    ["場所", schedule.isOnline ? ONLINE_PLACE : (schedule.place ?? "未定")],
    ["あなたの抽選番号", code],
  ];
  const facts = rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  const fairness = "抽選の種と当選順の一覧はイベントページで公開しています。誰でも結果を計算し直せます。";
  const lead = won
    ? `「${event.title}」の抽選に当選しました。お席を確保しています。`
    : `「${event.title}」の抽選の結果、今回はご参加いただけないことになりました。`;
  const next = won
    ? "参加できなくなった場合は、イベントページからキャンセルしてください。"
    : "イベントページでキャンセル待ちに登録すると、席が空いたときに登録順にご案内します(ご案内から24時間、席を確保します)。";
  return {
    to,
    template: won ? "lottery_elected" : "lottery_defeated",
    subject: won ? mailSubject(`当選のお知らせ: ${event.title}`) : mailSubject(`抽選結果のお知らせ: ${event.title}`),
    text: `${lead}\n\n${facts}${mailNotesText(notes)}\n\n${next}\n${page}\n\n${fairness}${footer}`,
    html: entryMailHtml(lead, rows, page, `${next} ${fairness}`, notes),
  };
}
