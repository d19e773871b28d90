import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { ResultPage } from "@/features/registration";

export default function ResultRoute() {
  return <ResultPage />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="会員登録完了（会員登録）"
    description="会員登録の結果です。"
    path="/user_registrations/result"
    noindex
    nofollow
  />
);
