import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, RecommendSitesStep } from "@/features/registration";

/** /user_registrations/recommend_sites: registration step cooperating_site. */
export default function RecommendSitesPage() {
  return (
    <StepPage
      step="cooperating_site"
      title="提携サイトへの同時登録"
      lead="ミライキャリアと提携しているサービスにも同時に登録できます。"
    >
      {(flow) => <RecommendSitesStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="提携サイトへの同時登録（会員登録）"
    description="ミライキャリアと提携しているサービスにも同時に登録できます。"
    path="/user_registrations/recommend_sites"
    noindex
    nofollow
  />
);
