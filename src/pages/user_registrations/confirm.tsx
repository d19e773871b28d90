import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { ConfirmPage } from "@/features/registration";

export default function ConfirmRoute() {
  return <ConfirmPage />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="登録内容の確認（会員登録）"
    description="入力した登録内容を確認して、会員登録を完了します。"
    path="/user_registrations/confirm"
    noindex
    nofollow
  />
);
