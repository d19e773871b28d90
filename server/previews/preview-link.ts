import type { EventCategory } from "../../core/event-category";
import { previewEventPath } from "../../core/preview-routes";
import { createPreviewToken, PREVIEW_TOKEN_LIFETIME_MS } from "./preview-token";

export type PreviewLinkInput = {
  siteUrl: string;
  eventId: number;
  category: EventCategory;
  secret: string;
  now?: Date;
};

/** `{site}/preview_events/{route category}/{id}?token=…`, valid for 24 hours from `now`. */
export function buildPreviewLink({ siteUrl, eventId, category, secret, now = new Date() }: PreviewLinkInput): string {
  const token = createPreviewToken(eventId, secret, new Date(now.getTime() + PREVIEW_TOKEN_LIFETIME_MS));
  const url = new URL(previewEventPath(category, eventId), siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}
