import type { EventDetailData } from "./event-detail-data";

/**
 * What the preview page function embeds in the shell it serves for a valid link: the event as the detail page
 * would show it, which reading to render, and the link's expiry. Built on the server from the database at
 * request time (server/previews/page/), read in the browser by the preview template.
 */
export type PreviewPayload = {
  event: EventDetailData;
  /** "b": the renewed internship page (Reading B), as the detail page renders it while `internship_renewal` is on */
  reading: "a" | "b";
  /** `event_internship_summary_image` at request time (Reading B only) */
  showSummaryImages: boolean;
  /** whether students can see the event now (published and its publication time has come) */
  published: boolean;
  /** ISO time after which the link stops working */
  expiresAt: string;
};

/** id of the `<script type="application/json">` element holding the payload. */
export const PREVIEW_PAYLOAD_ELEMENT_ID = "mirai-preview-event";

function isPreviewPayload(value: unknown): value is PreviewPayload {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<PreviewPayload>;
  return (
    typeof candidate.event?.db_id === "number" &&
    (candidate.reading === "a" || candidate.reading === "b") &&
    typeof candidate.expiresAt === "string" &&
    typeof candidate.published === "boolean"
  );
}

/** The embedded payload, or null when the page was not served by the preview function (or it is malformed). */
export function readPreviewPayload(doc: Document): PreviewPayload | null {
  const text = doc.getElementById(PREVIEW_PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPreviewPayload(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
