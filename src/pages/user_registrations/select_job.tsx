import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, SelectJobStep } from "@/features/registration";

/** /user_registrations/select_job: registration step preferred_job_type. */
export default function SelectJobPage() {
  return (
    <StepPage step="preferred_job_type" title="興味のある職種" lead="将来やってみたい仕事に近いものを選んでください。">
      {(flow) => <SelectJobStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="興味のある職種（会員登録）"
    description="将来やってみたい仕事に近いものを選んでください。"
    path="/user_registrations/select_job"
    noindex
    nofollow
  />
);
