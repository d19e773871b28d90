import type { OutgoingMail } from "../platform/mail/send-mail";
import { SERVICE_NAME, mailFooter, mailSubject } from "../platform/mail/mail-text";

/** The code mailed to a university address by student_verification. */
export function studentVerificationMail({ to, code }: { to: string; code: string }): OutgoingMail {
  return {
    to,
    template: "student_verification",
    subject: mailSubject("学生認証の確認コード"),
    text:
      `${SERVICE_NAME}の学生認証のご案内です。\n\n` +
      `学生認証の画面で次の確認コードを入力してください。\n確認コード: ${code}\n\n` +
      `確認コードの有効期限は15分です。` +
      mailFooter("このメールに心当たりがない場合は、破棄してください。第三者に確認コードを教えないでください。"),
  };
}
