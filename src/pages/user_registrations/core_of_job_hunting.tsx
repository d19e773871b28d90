import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, CoreOfJobHuntingStep } from "@/features/registration";

/** /user_registrations/core_of_job_hunting: registration step preferred_company_choice_factor_type. */
export default function CoreOfJobHuntingPage() {
  return (
    <StepPage
      step="preferred_company_choice_factor_type"
      title="就活の軸"
      lead="企業を選ぶときに大切にしたいことを教えてください。"
    >
      {(flow) => <CoreOfJobHuntingStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="就活の軸（会員登録）"
    description="企業を選ぶときに大切にしたいことを教えてください。"
    path="/user_registrations/core_of_job_hunting"
    noindex
    nofollow
  />
);
