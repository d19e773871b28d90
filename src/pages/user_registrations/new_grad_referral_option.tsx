import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { StepPage, NewGradReferralOptionStep } from "@/features/registration";

/** /user_registrations/new_grad_referral_option: registration step new_grad_referral_option. */
export default function NewGradReferralOptionPage() {
  return (
    <StepPage
      step="new_grad_referral_option"
      title="新卒紹介サービス"
      lead="キャリアアドバイザーによる企業紹介を利用するかどうかを選んでください。"
    >
      {(flow) => <NewGradReferralOptionStep flow={flow} />}
    </StepPage>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="新卒紹介サービス（会員登録）"
    description="キャリアアドバイザーによる企業紹介を利用するかどうかを選んでください。"
    path="/user_registrations/new_grad_referral_option"
    noindex
    nofollow
  />
);
