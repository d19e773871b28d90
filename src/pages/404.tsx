import * as React from "react";
import { useEffect, useState } from "react";
import type { HeadFC, PageProps } from "gatsby";
import { ErrorScreen, errorViewModel } from "@/components/error";
import { SeoHead } from "@/components/seo";

/**
 * Served (as 404.html) for every unknown path. The technical message names the path the student asked
 * for, which only the browser knows: it is filled in after mount, so hydration matches the prerender.
 */
export default function NotFoundPage({ location }: PageProps) {
  const [requestedPath, setRequestedPath] = useState<string | null>(null);
  useEffect(() => {
    setRequestedPath(location.pathname);
  }, [location.pathname]);

  return <ErrorScreen error={errorViewModel(404, requestedPath ? `Page Not Found: ${requestedPath}` : null)} />;
}

export const Head: HeadFC = ({ location }) => (
  <SeoHead
    location={location}
    title="ページが見つかりません"
    description="お探しのページは削除されたか、移動した可能性があります。"
    path="/404"
    noindex
    nofollow
  />
);
