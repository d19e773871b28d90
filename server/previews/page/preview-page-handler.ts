import { getDb, type Db } from "../../../db/client";
import { toRouteCategory } from "../../../core/event-category";
import { PREVIEW_SHELL_PATH } from "../../../core/preview-routes";
import type { PreviewPayload } from "../../../core/events/preview-payload";
import { loadEventRow, type EventRecord } from "../../event-records/load-event-row";
import { ApiError } from "../../platform/http/api-error";
import { findFeatureFlag } from "../../feature-flags/feature-flag-service";
import { fetchOwnPage, HTML_CONTENT_TYPE, methodNotAllowedForPages, notFoundPage } from "../../platform/http/own-pages";
import { readPreviewEnv } from "../preview-env";
import { verifiedPreviewTokenExpiry } from "../preview-token";
import { embedPreviewPayload } from "./embed-preview-payload";
import { loadPreviewEvent } from "./load-preview-event";
import { routePreviewPage } from "./preview-page-route";

/**
 * Every answer to a preview path carries the token in its URL: nothing is stored by the CDN or the browser, the
 * page is never indexed, and no Referer carries the token to the images and links on the page.
 */
export const PREVIEW_RESPONSE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/** The event, published or not; null for an unknown id (a database failure still throws: 500, not 404). */
async function findEvent(db: Db, eventId: number): Promise<EventRecord | null> {
  return loadEventRow(db, eventId, "any").catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}

async function isFlagOn(db: Db, key: string): Promise<boolean> {
  return (await findFeatureFlag(db, key))?.enabled ?? false;
}

function isPublished(record: EventRecord, now: Date): boolean {
  return record.published && (record.publishedAt === null || record.publishedAt.getTime() <= now.getTime());
}

/** The payload for a valid link, else null (bad or expired token, unknown event, wrong category in the path). */
async function buildPayload(url: URL, category: string, eventId: number, now: Date): Promise<PreviewPayload | null> {
  // The token is read here and passed on to nothing that logs.
  const expiresAt = verifiedPreviewTokenExpiry(
    url.searchParams.get("token") ?? undefined,
    eventId,
    readPreviewEnv().PREVIEW_SECRET,
    now,
  );
  if (expiresAt === null) return null;
  const db = getDb();
  const record = await findEvent(db, eventId);
  if (!record || toRouteCategory(record.category) !== category) return null;
  const event = await loadPreviewEvent(db, record, now);
  if (!event) return null;
  const renewed = event.category === "internship" && (await isFlagOn(db, "internship_renewal"));
  return {
    event,
    reading: renewed ? "b" : "a",
    showSummaryImages: renewed && (await isFlagOn(db, "event_internship_summary_image")),
    published: isPublished(record, now),
    expiresAt: expiresAt.toISOString(),
  };
}

/** The cookie this function reads the shell with: without it netlify.toml answers the shell's path with 404. */
export const PREVIEW_SHELL_COOKIE = "mirai_preview_event_shell";

/**
 * /preview_events/{category}/{event_id}?token=…: the event rendered for a signed, unexpired preview link, the
 * site's 404 screen with status 404 for anything else. The status is decided here, before any byte is sent.
 */
export async function handlePreviewPageRequest(request: Request): Promise<Response> {
  const refused = methodNotAllowedForPages(request);
  if (refused) return refused;
  const url = new URL(request.url);
  const route = routePreviewPage(url.pathname, url.search);
  if (route.kind === "redirect") {
    return new Response(null, { status: 301, headers: { ...PREVIEW_RESPONSE_HEADERS, Location: route.location } });
  }
  const payload = route.kind === "preview" ? await buildPayload(url, route.category, route.eventId, new Date()) : null;
  if (payload === null) return notFoundPage(request, PREVIEW_RESPONSE_HEADERS);
  const shell = await fetchOwnPage(request, PREVIEW_SHELL_PATH, { Cookie: `${PREVIEW_SHELL_COOKIE}=1` });
  if (shell === null) {
    console.error("preview pages: shell unavailable", PREVIEW_SHELL_PATH);
    return new Response("Service Unavailable", {
      status: 503,
      headers: { ...PREVIEW_RESPONSE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(request.method === "HEAD" ? null : embedPreviewPayload(shell.html, payload), {
    status: 200,
    headers: { ...shell.headers, ...PREVIEW_RESPONSE_HEADERS, "Content-Type": HTML_CONTENT_TYPE },
  });
}
