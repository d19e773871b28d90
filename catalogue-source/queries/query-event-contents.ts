import { publishedEventCondition } from "./published-event-condition";
import type { Queryable } from "./queryable";

/** Description items (label/content) of the events chosen by `eventCondition` (SQL on alias `e`), in display order. */
export function eventDescriptionItemsSqlWhere(eventCondition: string): string {
  return `
select i.id, i.event_id, i.label, i.content, i.display_order
from event_description_items i
join events e on e.id = i.event_id
where ${eventCondition}
order by i.event_id, i.display_order, i.id
`;
}

export const eventDescriptionItemsSql = eventDescriptionItemsSqlWhere(publishedEventCondition);

/** Internship summary videos (Reading B) of the events chosen by `eventCondition` (SQL on alias `e`), in display order. */
export function eventSummaryVideosSqlWhere(eventCondition: string): string {
  return `
select v.id, v.event_id, v.video_type, v.external_video_url, v.video_url, v.video_chapter_url, v.description, v.display_order
from event_summary_videos v
join events e on e.id = v.event_id
where ${eventCondition}
order by v.event_id, v.display_order, v.id
`;
}

export const eventSummaryVideosSql = eventSummaryVideosSqlWhere(publishedEventCondition);

/** Internship summary images (Reading B) of the events chosen by `eventCondition` (SQL on alias `e`), in display order. */
export function eventSummaryImagesSqlWhere(eventCondition: string): string {
  return `
select i.id, i.event_id, i.image_url, i.description, i.display_order
from event_summary_images i
join events e on e.id = i.event_id
where ${eventCondition}
order by i.event_id, i.display_order, i.id
`;
}

export const eventSummaryImagesSql = eventSummaryImagesSqlWhere(publishedEventCondition);

export async function queryEventDescriptionItems(db: Queryable): Promise<unknown[]> {
  return (await db.query(eventDescriptionItemsSql)).rows;
}

export async function queryEventSummaryVideos(db: Queryable): Promise<unknown[]> {
  return (await db.query(eventSummaryVideosSql)).rows;
}

export async function queryEventSummaryImages(db: Queryable): Promise<unknown[]> {
  return (await db.query(eventSummaryImagesSql)).rows;
}
