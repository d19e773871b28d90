/**
 * The image rules of spec §9 and §7 "Other", shared by the browser's URL builder (src/lib/images/) and the image
 * proxy that enforces them (server/media/). Plain constants: no zod, safe for the browser bundle.
 */

/** Spec §9 widths by screen; every resized image is one of these wide (or the placeholder's). */
export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export type ImageScreen = keyof typeof IMAGE_WIDTHS;

/** Spec §9 pixel densities a layout offers (1x and 2x). */
export const IMAGE_DENSITIES = [1, 2] as const;

/** Spec §9 placeholder: 10 × 10, quality 50, blur 3. */
export const PLACEHOLDER_IMAGE = { width: 10, height: 10, quality: 50, blur: 3 } as const;

/** Spec §9: a broken icon is loaded again at most twice, then the initial-letter fallback shows. */
export const ICON_LOAD_RETRY = 2;

/** Every width the proxy resizes to: the screen widths and the placeholder's. Anything else is refused (400). */
export const ALLOWED_IMAGE_WIDTHS: readonly number[] = [PLACEHOLDER_IMAGE.width, ...Object.values(IMAGE_WIDTHS)];

/** Output formats; `auto` picks from the request's Accept (avif, else webp, else jpeg). */
export const IMAGE_FORMATS = ["webp", "avif", "jpeg", "png", "auto"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/** Spec §9 default format. */
export const DEFAULT_IMAGE_FORMAT: ImageFormat = "webp";

export const IMAGE_FITS = ["cover", "contain", "fill"] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export const DEFAULT_IMAGE_QUALITY = 75;
export const MIN_IMAGE_QUALITY = 1;
export const MAX_IMAGE_QUALITY = 100;
/** Heights above this are refused; a height is free within it (it follows the layout's aspect ratio). */
export const MAX_IMAGE_HEIGHT = 4096;
export const MAX_IMAGE_BLUR = 20;

/** Originals in the media store are served at `/media/{key}`; only such paths are resized. */
export const MEDIA_PATH_PREFIX = "/media/";

/** Our own resizing proxy (spec §7: beneath the app base path). */
export const IMAGE_PROXY_PATH = "/_img";
/** Netlify Image CDN, the hosted resizing service. */
export const NETLIFY_IMAGE_CDN_PATH = "/.netlify/images";
