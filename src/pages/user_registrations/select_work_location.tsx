import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, SelectWorkLocationStep } from "@/features/registration";

/** /user_registrations/select_work_location: registration step preferred_work_prefecture. */
export default function SelectWorkLocationPage() {
  return (
    <StepPage step="preferred_work_prefecture" title="働きたい場所" lead="勤務を希望する都道府県を選んでください。">
      {(flow) => <SelectWorkLocationStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="働きたい場所（会員登録）"
    description="勤務を希望する都道府県を選んでください。"
    path="/user_registrations/select_work_location"
    noindex
    nofollow
  />
);
