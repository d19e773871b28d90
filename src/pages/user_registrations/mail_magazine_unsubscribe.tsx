import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, MailMagazineStep } from "@/features/registration";

/** /user_registrations/mail_magazine_unsubscribe: registration step mail_magazine_unsubscribe. */
export default function MailMagazineUnsubscribePage() {
  return (
    <StepPage step="mail_magazine_unsubscribe" title="メールの配信設定" lead="受け取るメールを選んでください。">
      {(flow) => <MailMagazineStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="メールの配信設定（会員登録）"
    description="受け取るメールを選んでください。"
    path="/user_registrations/mail_magazine_unsubscribe"
    noindex
    nofollow
  />
);
