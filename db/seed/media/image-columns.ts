/** Every column of the schema that holds an image URL, as `table.column` (the seed fills each with a sample image). */
export const IMAGE_COLUMNS = [
  "companies.square_logo_url",
  "companies.official_image_url",
  "company_image_gallery_items.image_url",
  "events.eye_catch_image_url",
  "event_summary_images.image_url",
  "video_channels.icon_url",
  "video_bundles.thumbnail_url",
  "short_videos.thumbnail_url",
  "feature_videos.image_url",
  "feature_events.image_url",
  "promotion_contracts.image_url",
  "popups.image_url",
  "cooperating_sites.square_logo_url",
  "users.profile_image_url",
] as const;
export type ImageColumn = (typeof IMAGE_COLUMNS)[number];

/** `select distinct url from (… union …)` over every image column: the SQL of all image URLs in use. */
export function allImageUrlsSql(): string {
  return IMAGE_COLUMNS.map((column) => {
    const [table, name] = column.split(".");
    return `select ${name} as url from ${table} where ${name} is not null`;
  }).join(" union ");
}
