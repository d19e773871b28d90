import type { OutgoingMail } from "../platform/mail/send-mail";
import { SERVICE_NAME, mailFooter, mailSubject } from "../platform/mail/mail-text";

const footer = mailFooter(
  "このメールに心当たりがない場合は、破棄してください。第三者にリンクや確認コードを教えないでください。",
);

export type SignInMailInput = { to: string; origin: string; linkToken: string; code: string };

function linkOf(origin: string, linkToken: string): string {
  return `${origin}/login/callback#token=${linkToken}`;
}

/** New address: confirms it and continues the registration. */
export function welcomeMail({ to, origin, linkToken, code }: SignInMailInput): OutgoingMail {
  return {
    to,
    template: "confirm_email",
    subject: mailSubject("メールアドレスの確認"),
    text:
      `${SERVICE_NAME}にご登録いただきありがとうございます。\n\n` +
      `下のリンクを開くとメールアドレスが確認され、会員登録の続きに進めます。\n${linkOf(origin, linkToken)}\n\n` +
      `登録画面で確認コードを入力することもできます。\n確認コード: ${code}\n\n` +
      `リンクと確認コードの有効期限は15分で、一度だけ使えます。` +
      footer,
  };
}

/** Known address (sign-in, or a sign-up with an address that already has an account). */
export function signInMail({ to, origin, linkToken, code }: SignInMailInput): OutgoingMail {
  return {
    to,
    template: "sign_in",
    subject: mailSubject("ログイン用のリンクと確認コード"),
    text:
      `${SERVICE_NAME}へのログインのご案内です。\n\n` +
      `下のリンクを開くとログインできます。\n${linkOf(origin, linkToken)}\n\n` +
      `ログイン画面で確認コードを入力することもできます。\n確認コード: ${code}\n\n` +
      `リンクと確認コードの有効期限は15分で、一度だけ使えます。` +
      footer,
  };
}

/** Sign-in asked for an address without an account: says so to the address owner only. */
export function noAccountMail({ to, origin }: { to: string; origin: string }): OutgoingMail {
  return {
    to,
    template: "sign_in_no_account",
    subject: mailSubject("ログインのご案内"),
    text:
      `このメールアドレスでログインしようとしましたが、登録された会員情報が見つかりませんでした。\n\n` +
      `会員登録はこちらから（無料）:\n${origin}/user_registrations` +
      footer,
  };
}
