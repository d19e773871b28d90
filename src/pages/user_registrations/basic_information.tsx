import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, BasicInformationStep } from "@/features/registration";

/** /user_registrations/basic_information: registration step basic_information. */
export default function BasicInformationPage() {
  return (
    <StepPage
      step="basic_information"
      title="基本情報の入力"
      lead="お名前と連絡先を入力してください。企業への応募やイベント参加の連絡に使います。"
    >
      {(flow) => <BasicInformationStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="基本情報の入力（会員登録）"
    description="お名前と連絡先を入力してください。企業への応募やイベント参加の連絡に使います。"
    path="/user_registrations/basic_information"
    noindex
    nofollow
  />
);
