import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, AffiliationStep } from "@/features/registration";

/** /user_registrations/affiliation: registration step affiliation. */
export default function AffiliationPage() {
  return (
    <StepPage step="affiliation" title="学校情報の入力" lead="在籍している学校と卒業予定年を教えてください。">
      {(flow) => <AffiliationStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="学校情報の入力（会員登録）"
    description="在籍している学校と卒業予定年を教えてください。"
    path="/user_registrations/affiliation"
    noindex
    nofollow
  />
);
