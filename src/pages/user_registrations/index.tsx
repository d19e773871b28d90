import * as React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { SeoHead } from "@/components/seo";
import { RegistrationEntry } from "@/features/auth";
import { ResumeRegistration } from "@/features/registration";

export default function UserRegistrationsPage({ location }: PageProps) {
  return (
    <>
      <ResumeRegistration />
      <RegistrationEntry search={location.search} />
    </>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="新規会員登録"
    description="メールアドレスで無料会員登録。企業のフォローやイベントへのエントリーができます。"
    path="/user_registrations"
    noindex
    nofollow
  />
);
