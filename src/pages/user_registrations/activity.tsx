import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, ActivityStep } from "@/features/registration";

/** /user_registrations/activity: registration step activity. */
export default function ActivityPage() {
  return (
    <StepPage step="activity" title="学生時代の活動" lead="学生時代に取り組んだ活動を教えてください。">
      {(flow) => <ActivityStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="学生時代の活動（会員登録）"
    description="学生時代に取り組んだ活動を教えてください。"
    path="/user_registrations/activity"
    noindex
    nofollow
  />
);
