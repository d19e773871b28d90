/**
 * Picture layouts of the detail pages (detail-page.module.css), shared by the markup and the Heads that preload the LCP
 * picture: one layout, one srcset and sizes, so the preload is the request the picture makes.
 */

/** `.eyeCatch`: up to 640 px wide (40:21), the full container width below that (16-px padding left in its favour). */
export const DETAIL_EYE_CATCH_SIZES = "(min-width: 672px) 640px, 100vw";

/** An event's eye-catch at the top of its page: the page's LCP picture. */
export const EVENT_EYE_CATCH_IMAGE = {
  kind: "eyeCatch",
  width: 640,
  height: 336,
  sizes: DETAIL_EYE_CATCH_SIZES,
} as const;

/** A feature event's banner at the top of its page: the page's LCP picture. */
export const FEATURE_EVENT_IMAGE = { kind: "banner", width: 640, height: 336, sizes: DETAIL_EYE_CATCH_SIZES } as const;

/**
 * `.media` tiles (auto-fill, at least 240 px, 16-px gaps): four in the 1032-px content of the 1080-px container,
 * two or three on tablets, one on phones.
 */
export const DETAIL_MEDIA_IMAGE = {
  kind: "scene",
  width: 360,
  height: 240,
  sizes: "(min-width: 1080px) 246px, (min-width: 560px) 50vw, 100vw",
} as const;
