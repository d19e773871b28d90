import { htmlExcerpt, renderMarkdown } from "../markdown/render-markdown";
import type {
  EventDescriptionItemRow,
  EventSummaryImageRow,
  EventSummaryVideoRow,
} from "../schemas/event-content-rows";
import type { SourceEventRow } from "../schemas/event-row";
import type { SourceScheduleRow } from "../schemas/schedule-row";
import { findClosestSchedule } from "./closest-schedule";
import type { RelatedEventIds } from "./related-events";

export type AlertMessageFields = {
  announce_type: "external_deadline" | "closed";
  icon: "info" | "warning";
  message: string;
};

export type EventDetailFields = RelatedEventIds & {
  /** sanitised HTML rendered from description_markdown at build time */
  description_html: string;
  /** plain-text start of the description, for meta descriptions */
  description_excerpt: string;
  summary: string | null;
  application_url: string | null;
  external_deadline: string | null;
  feature_event_db_id: number | null;
  description_items: { label: string; content: string }[];
  summary_videos: Omit<EventSummaryVideoRow, "event_id">[];
  summary_images: Omit<EventSummaryImageRow, "event_id">[];
  alert_message: AlertMessageFields | null;
};

export type EventContents = {
  descriptionItems: readonly EventDescriptionItemRow[];
  summaryVideos: readonly EventSummaryVideoRow[];
  summaryImages: readonly EventSummaryImageRow[];
};

/**
 * The alert label of an event detail, decided at build time: a deadline kept on the company's own site, else a
 * notice when no schedule is open for entry any more.
 */
export function alertMessageFor(
  row: SourceEventRow,
  schedules: readonly SourceScheduleRow[],
  now: Date,
): AlertMessageFields | null {
  if (row.external_deadline)
    return { announce_type: "external_deadline", icon: "warning", message: row.external_deadline };
  if (findClosestSchedule(schedules, now) === null) {
    return { announce_type: "closed", icon: "info", message: "現在エントリーを受け付けている日程はありません。" };
  }
  return null;
}

/** Fields only the detail pages need (description, items, media, related events). */
export function buildEventDetailFields(
  row: SourceEventRow,
  schedules: readonly SourceScheduleRow[],
  contents: EventContents,
  related: RelatedEventIds,
  now: Date,
): EventDetailFields {
  const descriptionHtml = renderMarkdown(row.description_markdown);
  return {
    description_html: descriptionHtml,
    description_excerpt: htmlExcerpt(descriptionHtml),
    summary: row.summary,
    application_url: row.application_url,
    external_deadline: row.external_deadline,
    feature_event_db_id: row.feature_event_id,
    description_items: contents.descriptionItems.map(({ label, content }) => ({ label, content })),
    summary_videos: contents.summaryVideos.map(({ event_id: _eventId, ...video }) => video),
    summary_images: contents.summaryImages.map(({ event_id: _eventId, ...image }) => image),
    alert_message: alertMessageFor(row, schedules, now),
    other_published_event_db_ids: related.other_published_event_db_ids,
    recommended_event_db_ids: related.recommended_event_db_ids,
  };
}
