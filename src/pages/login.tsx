import * as React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { SeoHead } from "@/components/seo";
import { LoginPageContent } from "@/features/auth";

export default function LoginPage({ location }: PageProps) {
  return <LoginPageContent search={location.search} />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="ログイン"
    description="メールアドレスに届くリンクまたは確認コードでログインします。"
    path="/login"
    noindex
    nofollow
  />
);
