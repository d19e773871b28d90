import type { EventCategory } from "../../../src/domain/event-category";
import { eventPath } from "../../../src/domain/routes";
import { formatTokyoDateTime } from "../../../src/lib/dates/tokyo-date";
import type { OutgoingMail } from "../../mail/send-mail";

const SERVICE_NAME = "ミライキャリア";
const footer = `\n\n――――――――――\n${SERVICE_NAME}\nこのメールは抽選にお申し込みいただいた方にお送りしています。`;

export type LotteryResultMailInput = {
  to: string;
  origin: string;
  won: boolean;
  code: string;
  event: { id: number; title: string; category: EventCategory };
  schedule: { startAt: Date; place: string | null; isOnline: boolean };
};

/** The result of a lottery application: 当選 (a seat is held) or 落選 (with the waitlist offered on the event page). */
export function lotteryResultMail({ to, origin, won, code, event, schedule }: LotteryResultMailInput): OutgoingMail {
  const page = `${origin}${eventPath(event.category, event.id)}`;
  const when = `日時: ${formatTokyoDateTime(schedule.startAt.toISOString())}\n場所: ${schedule.isOnline ? "オンライン" : (schedule.place ?? "未定")}`;
  const fairness = `\n\nあなたの抽選番号: ${code}\n抽選の種と当選順の一覧はイベントページで公開しています。誰でも結果を計算し直せます。`;
  if (won) {
    return {
      to,
      template: "lottery_elected",
      subject: `【${SERVICE_NAME}】当選のお知らせ: ${event.title}`,
      text: `「${event.title}」の抽選に当選しました。お席を確保しています。\n\n${when}\n\n参加できなくなった場合は、イベントページからキャンセルしてください。\n${page}${fairness}${footer}`,
    };
  }
  return {
    to,
    template: "lottery_defeated",
    subject: `【${SERVICE_NAME}】抽選結果のお知らせ: ${event.title}`,
    text:
      `「${event.title}」の抽選の結果、今回はご参加いただけないことになりました。\n\n${when}\n\n` +
      `キャンセル待ちに登録すると、席が空いたときに順番にご案内します(24時間以内にご確認ください)。\n${page}${fairness}${footer}`,
  };
}
