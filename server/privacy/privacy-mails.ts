import type { OutgoingMail } from "../platform/mail/send-mail";
import { SERVICE_NAME, mailFooter, mailSubject } from "../platform/mail/mail-text";
import { REAUTHENTICATION_WINDOW_MINUTES } from "../../core/api/privacy";

/** The code typed on /settings/privacy to confirm it is still the student (no link: it opens nothing by itself). */
export function reauthenticationMail({ to, code }: { to: string; code: string }): OutgoingMail {
  return {
    to,
    template: "reauthentication",
    subject: mailSubject("本人確認コード"),
    text:
      `${SERVICE_NAME}のプライバシー設定で、本人確認のための確認コードが求められました。\n\n` +
      `確認コード: ${code}\n\n` +
      `確認コードの有効期限は15分で、一度だけ使えます。確認できると、${REAUTHENTICATION_WINDOW_MINUTES}分間、` +
      `データのダウンロードとアカウントの削除ができます。` +
      mailFooter("このメールに心当たりがない場合は、第三者にコードを教えず、ログインし直してください。"),
  };
}

/** Sent to the address the account had, once it is erased. */
export function accountDeletedMail({ to, origin }: { to: string; origin: string }): OutgoingMail {
  return {
    to,
    template: "account_deleted",
    subject: mailSubject("退会手続きが完了しました"),
    text:
      `${SERVICE_NAME}のアカウントを削除しました。これまでのご利用ありがとうございました。\n\n` +
      `・プロフィール、登録情報の回答、フォロー、クリップ、メッセージ、ログイン履歴などの個人情報を消去しました。\n` +
      `・開催前のイベントへのエントリーはキャンセルしました。\n` +
      `・投稿したクチコミは、投稿者が分からない形で残ります。\n` +
      `・すべての端末でログアウトしました。\n\n` +
      `同じメールアドレスで、いつでも新しく会員登録できます:\n${origin}/user_registrations` +
      mailFooter("このメールに心当たりがない場合は、お問い合わせ窓口までご連絡ください。"),
  };
}
