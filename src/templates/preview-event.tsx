import type { HeadProps, PageProps } from "gatsby";
import * as React from "react";
import { useEffect, useState } from "react";
import { ErrorScreen, errorViewModel } from "@/components/error";
import { SeoHead } from "@/components/seo";
import { readPreviewPayload, type PreviewPayload } from "@core/events/preview-payload";
import { PreviewEventView, previewTitle } from "@/features/events";

/**
 * /preview_events/{category}/{event_id}: prerendered once as a neutral shell. The preview page function serves it
 * only for a valid link, with the event embedded (server/previews/page/); after mount the page reads it. Without
 * an embedded event (the shell opened directly) it shows the 404 screen.
 */
export default function PreviewEventTemplate({ location }: PageProps) {
  // undefined during prerender and hydration, so the markup matches the shell whatever the request.
  const [payload, setPayload] = useState<PreviewPayload | null | undefined>(undefined);
  useEffect(() => {
    setPayload(readPreviewPayload(document));
  }, []);

  if (payload === undefined) return <div aria-busy="true" style={{ minHeight: "150vh" }} />;
  if (payload === null) return <ErrorScreen error={errorViewModel(404, `Page Not Found: ${location.pathname}`)} />;
  return <PreviewEventView payload={payload} />;
}

/** Gatsby renders the Head in the browser only after hydration, when the embedded event can be read. */
function embeddedEventTitle(): string | null {
  return typeof document === "undefined" ? null : (readPreviewPayload(document)?.event.title ?? null);
}

export function Head({ location }: HeadProps) {
  const eventTitle = embeddedEventTitle();
  return (
    <>
      <SeoHead
        location={location}
        title={eventTitle === null ? "イベントのプレビュー" : previewTitle(eventTitle)}
        description="掲載内容を確認するためのプレビューページです。"
        noindex
        nofollow
      />
      {/* the token is in the URL: no Referer to the images and links on the page */}
      <meta name="referrer" content="no-referrer" />
    </>
  );
}
