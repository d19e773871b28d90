import * as React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { SeoHead } from "@/components/seo";
import { TermsAgreement } from "@/features/auth";

export default function UnagreedTermsAgreementPage({ location }: PageProps) {
  return <TermsAgreement location={location} />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="規約への同意"
    description="改定された規約への同意をお願いします。"
    path="/unagreed_terms/agreements/new"
    noindex
    nofollow
  />
);
