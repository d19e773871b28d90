import type { Queryable } from "./queryable";

/** Condition on a video row alias: published, and the publication time has come. */
const publishedVideo = (alias: string) => `${alias}.published_at is not null and ${alias}.published_at <= now()`;

/** Published video bundles, newest first, each with its chapters (in display order) and its company's industry. */
export const videoBundlesSql = `
select
  b.id, b.title, b.description, b.video_url, b.thumbnail_url, b.captions_url, b.duration_seconds, b.view_count,
  b.published_at, b.video_channel_id, b.company_id, c.business_category_id,
  coalesce(
    (
      select json_agg(json_build_object('id', ch.id, 'title', ch.title, 'start_seconds', ch.start_seconds)
        order by ch.display_order, ch.id)
      from video_chapters ch
      where ch.video_bundle_id = b.id
    ),
    '[]'::json
  ) as chapters
from video_bundles b
left join companies c on c.id = b.company_id
where ${publishedVideo("b")}
order by b.published_at desc, b.id desc
`;

/** Every channel in display order. */
export const videoChannelsSql = `
select id, name, description, icon_url, company_id, display_order
from video_channels
order by display_order, id
`;

/** Published feature videos with their published bundles in display order. */
export const featureVideosSql = `
select
  f.id, f.title, f.description, f.image_url, f.display_order, f.published_at,
  coalesce(
    (
      select array_agg(fb.video_bundle_id order by fb.display_order, fb.video_bundle_id)
      from feature_video_bundles fb
      join video_bundles b on b.id = fb.video_bundle_id
      where fb.feature_video_id = f.id and ${publishedVideo("b")}
    ),
    '{}'::int[]
  ) as video_bundle_ids
from feature_videos f
where ${publishedVideo("f")}
order by f.display_order, f.id
`;

/** Published short videos, newest first. */
export const shortVideosSql = `
select id, title, description, company_id, video_url, thumbnail_url, captions_url, duration_seconds, view_count, published_at
from short_videos s
where ${publishedVideo("s")}
order by s.published_at desc, s.id desc
`;

export async function queryVideoBundles(db: Queryable): Promise<unknown[]> {
  return (await db.query(videoBundlesSql)).rows;
}
export async function queryVideoChannels(db: Queryable): Promise<unknown[]> {
  return (await db.query(videoChannelsSql)).rows;
}
export async function queryFeatureVideos(db: Queryable): Promise<unknown[]> {
  return (await db.query(featureVideosSql)).rows;
}
export async function queryShortVideos(db: Queryable): Promise<unknown[]> {
  return (await db.query(shortVideosSql)).rows;
}
