import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, SelectBusinessStep } from "@/features/registration";

/** /user_registrations/select_business: registration step preferred_business_category. */
export default function SelectBusinessPage() {
  return (
    <StepPage
      step="preferred_business_category"
      title="興味のある業界"
      lead="興味のある業界を選ぶと、おすすめのイベントや企業が表示されます。"
    >
      {(flow) => <SelectBusinessStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="興味のある業界（会員登録）"
    description="興味のある業界を選ぶと、おすすめのイベントや企業が表示されます。"
    path="/user_registrations/select_business"
    noindex
    nofollow
  />
);
