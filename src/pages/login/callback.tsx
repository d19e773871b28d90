import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { LoginCallback } from "@/features/auth";

export default function LoginCallbackPage() {
  return <LoginCallback />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="ログイン"
    description="メールのリンクでログインします。"
    path="/login/callback"
    noindex
    nofollow
  />
);
