import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, RecommendEventsStep } from "@/features/registration";

/** /user_registrations/recommend_events: registration step entry_on_user_registration. */
export default function RecommendEventsPage() {
  return (
    <StepPage
      step="entry_on_user_registration"
      title="おすすめのイベント"
      lead="気になる日程を選ぶと、登録と同時にエントリーできます。"
    >
      {(flow) => <RecommendEventsStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="おすすめのイベント（会員登録）"
    description="気になる日程を選ぶと、登録と同時にエントリーできます。"
    path="/user_registrations/recommend_events"
    noindex
    nofollow
  />
);
