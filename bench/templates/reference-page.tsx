import * as React from "react";
import type { HeadFC } from "gatsby";
import { SeoHead } from "../../src/components/seo";

/**
 * `npm run bench:lighthouse`'s reference (gatsby/bench-reference-page.ts): the layout every page has around a
 * heading and a sentence. Built by the local server only.
 */
export default function BenchReferencePage() {
  return (
    <section className="container">
      <h1>ベンチマークの基準ページ</h1>
      <p>どのページにもある部分（レイアウト、スタイルシート、共通の JavaScript）だけのページです。</p>
    </section>
  );
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="ベンチマークの基準ページ"
    description="計測の基準"
    path="/bench/reference"
    noindex
    nofollow
  />
);
