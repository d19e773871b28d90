import { publishedEventCondition } from "./published-event-condition";
import type { Queryable } from "./queryable";

/** Description items (label/content) of published events, in display order. */
export const eventDescriptionItemsSql = `
select i.id, i.event_id, i.label, i.content, i.display_order
from event_description_items i
join events e on e.id = i.event_id
where ${publishedEventCondition}
order by i.event_id, i.display_order, i.id
`;

/** Internship summary videos (Reading B) of published events, in display order. */
export const eventSummaryVideosSql = `
select v.id, v.event_id, v.video_type, v.external_video_url, v.video_url, v.video_chapter_url, v.description, v.display_order
from event_summary_videos v
join events e on e.id = v.event_id
where ${publishedEventCondition}
order by v.event_id, v.display_order, v.id
`;

/** Internship summary images (Reading B) of published events, in display order. */
export const eventSummaryImagesSql = `
select i.id, i.event_id, i.image_url, i.description, i.display_order
from event_summary_images i
join events e on e.id = i.event_id
where ${publishedEventCondition}
order by i.event_id, i.display_order, i.id
`;

export async function queryEventDescriptionItems(db: Queryable): Promise<unknown[]> {
  return (await db.query(eventDescriptionItemsSql)).rows;
}

export async function queryEventSummaryVideos(db: Queryable): Promise<unknown[]> {
  return (await db.query(eventSummaryVideosSql)).rows;
}

export async function queryEventSummaryImages(db: Queryable): Promise<unknown[]> {
  return (await db.query(eventSummaryImagesSql)).rows;
}
