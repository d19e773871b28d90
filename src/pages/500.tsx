import * as React from "react";
import type { HeadFC } from "gatsby";
import { ErrorScreen, errorViewModel } from "@/components/error";
import { SeoHead } from "@/components/seo";

export default function ServerErrorPage() {
  return <ErrorScreen error={errorViewModel(500)} />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="サーバーエラー"
    description="サーバーで問題が発生しました。"
    path="/500"
    noindex
    nofollow
  />
);
