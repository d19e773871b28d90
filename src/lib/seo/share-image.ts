/**
 * The share image (og:image, twitter:image) of a page: its own picture when it has one, else the branded 1200×630
 * fallback (static/og/, scripts/media/generate-share-images.ts), drawn with the logo the flag chooses.
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
export const DEFAULT_SHARE_IMAGE_PATH = "/og/default.png";
export const LEGACY_SHARE_IMAGE_PATH = "/og/default-legacy.png";
/** 512×512 square mark: the `logo` of the site's Organization. */
export const SITE_LOGO_PATH = "/og/logo.png";

export type ShareImage = {
  /** site path or absolute URL */
  url: string;
  alt: string;
  /** known for the fallback only: the page's own pictures come in their own sizes */
  width?: number;
  height?: number;
};

export function shareImage(
  own: { url: string | null | undefined; alt: string },
  brand: { renewed: boolean; fallbackAlt: string },
): ShareImage {
  if (own.url) return { url: own.url, alt: own.alt };
  return {
    url: brand.renewed ? DEFAULT_SHARE_IMAGE_PATH : LEGACY_SHARE_IMAGE_PATH,
    alt: brand.fallbackAlt,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
  };
}
