import * as React from "react";
import type { HeadFC } from "gatsby";
import { HealthcheckStatus } from "@/components/healthcheck/healthcheck-status";
import { SeoHead } from "@/components/seo";

export default function HealthcheckPage() {
  return <HealthcheckStatus />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="ヘルスチェック"
    description="サービスの稼働状況"
    path="/healthcheck"
    noindex
    nofollow
  />
);
