import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "@/components/seo";
import { LogoutPageContent } from "@/features/auth";

export default function LogoutPage() {
  return <LogoutPageContent />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead location={location} title="ログアウト" description="ログアウトします。" path="/logout" noindex nofollow />
);
