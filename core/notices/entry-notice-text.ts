// Plain code: what a notification about an entry says (server/notices/entry-notices.ts writes it).

/** The changes of an entry the student is told about in お知らせ. */
export const ENTRY_NOTICE_KINDS = [
  "entried",
  "pre_entried",
  "remained",
  "invited",
  "elected",
  "defeated",
  "canceled",
  "seat_offered",
  "seat_taken",
  "seat_hold_expired",
] as const;
export type EntryNoticeKind = (typeof ENTRY_NOTICE_KINDS)[number];

const titles: Readonly<Record<EntryNoticeKind, (event: string) => string>> = {
  entried: (event) => `「${event}」へのエントリーが完了しました`,
  pre_entried: (event) => `「${event}」の抽選に申し込みました`,
  remained: (event) => `「${event}」のキャンセル待ちに登録しました`,
  invited: (event) => `「${event}」に招待されました`,
  elected: (event) => `「${event}」の抽選に当選しました`,
  defeated: (event) => `「${event}」の抽選結果のお知らせ`,
  canceled: (event) => `「${event}」のエントリーをキャンセルしました`,
  seat_offered: (event) => `「${event}」に空席が出ました`,
  seat_taken: (event) => `「${event}」の空席へのエントリーが完了しました`,
  seat_hold_expired: (event) => `「${event}」の空席の確保期限が過ぎました`,
};

const bodies: Readonly<Record<EntryNoticeKind, string>> = {
  entried: "参加日程はイベントページと参加チケットでご確認いただけます。",
  pre_entried: "抽選結果は申込締切後にお知らせします。",
  remained: "空席が出たら順番にお知らせします。",
  invited: "イベントページから参加日程をご確認ください。",
  elected: "参加が確定しました。参加チケットでご確認いただけます。",
  defeated: "残念ながら今回は落選となりました。キャンセル待ちに登録できる場合があります。",
  canceled: "またのエントリーをお待ちしています。",
  seat_offered: "24時間以内にイベントページから参加を確定してください。期限を過ぎると次の方に案内します。",
  seat_taken: "参加日程はイベントページと参加チケットでご確認いただけます。",
  seat_hold_expired: "確保していた空席は次の方に案内しました。",
};

/** The title and body of a notification about an entry of the event titled `eventTitle`. */
export function entryNoticeText(kind: EntryNoticeKind, eventTitle: string): { title: string; body: string } {
  return { title: titles[kind](eventTitle), body: bodies[kind] };
}
