import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, ScoutOptionStep } from "@/features/registration";

/** /user_registrations/scout_option: registration step scout_option. */
export default function ScoutOptionPage() {
  return (
    <StepPage
      step="scout_option"
      title="スカウトの受け取り"
      lead="企業からのスカウトを受け取るかどうかを選んでください。"
    >
      {(flow) => <ScoutOptionStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="スカウトの受け取り（会員登録）"
    description="企業からのスカウトを受け取るかどうかを選んでください。"
    path="/user_registrations/scout_option"
    noindex
    nofollow
  />
);
