import type { ImageProvider } from "@core/images/image-provider";
import {
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  IMAGE_PROXY_PATH,
  IMAGE_WIDTHS,
  MEDIA_PATH_PREFIX,
  NETLIFY_IMAGE_CDN_PATH,
  PLACEHOLDER_IMAGE,
  type ImageFit,
  type ImageFormat,
} from "@core/images/image-rules";
import { IMAGE_PROVIDER } from "./image-provider";

/** Spec §7 operations: width, height, format, quality, fit (and the placeholder's blur). */
export type ImageOperations = {
  /** CSS pixels × density; snapped up to a width of the list (spec §9), the height scaled with it */
  width: number;
  height?: number;
  /** default webp (spec §9); `auto` lets the proxy choose from Accept */
  format?: ImageFormat;
  /** 1–100, default 75 */
  quality?: number;
  /** default cover (spec §7: proxy images are cover-fitted) */
  fit?: ImageFit;
  /** our proxy only (the placeholder); Netlify Image CDN has no blur */
  blur?: number;
};

const SCREEN_WIDTHS: readonly number[] = Object.values(IMAGE_WIDTHS);

/** The smallest width of the list at least `pixels` wide, else the largest (an original is never asked to grow past it). */
export function snapImageWidth(pixels: number): number {
  if (pixels === PLACEHOLDER_IMAGE.width) return pixels;
  return SCREEN_WIDTHS.find((width) => width >= pixels) ?? SCREEN_WIDTHS[SCREEN_WIDTHS.length - 1]!;
}

/** Whether `src` is an original of our media store (`/media/…`): only those are resized; any other URL is used as is. */
export function isResizable(src: string): boolean {
  return src.startsWith(MEDIA_PATH_PREFIX);
}

/** Our proxy's format names are Netlify's, but for `jpg`; Netlify negotiates by itself when `fm` is absent. */
function netlifyFormat(format: ImageFormat): string | null {
  if (format === "auto") return null;
  return format === "jpeg" ? "jpg" : format;
}

/**
 * The URL of `src` resized by `provider`: `/_img?url=/media/…&w=640&h=360&fm=webp&q=75&fit=cover` (our proxy) or
 * `/.netlify/images?url=/media/…&w=640&h=360&fm=webp&q=75&fit=cover` (Netlify Image CDN). Parameters always come in
 * this order so that one image has one URL (one cache entry). A `src` outside `/media/` comes back unchanged.
 */
export function imageUrl(src: string, operations: ImageOperations, provider: ImageProvider = IMAGE_PROVIDER): string {
  if (!isResizable(src)) return src;
  const width = snapImageWidth(operations.width);
  const height =
    operations.height === undefined
      ? undefined
      : Math.max(1, Math.round((operations.height * width) / operations.width));
  const format = operations.format ?? DEFAULT_IMAGE_FORMAT;
  const fm = provider === "netlify" ? netlifyFormat(format) : format;
  const params: [string, string | number | undefined | null][] = [
    ["w", width],
    ["h", height],
    ["fm", fm],
    ["q", operations.quality ?? DEFAULT_IMAGE_QUALITY],
    ["fit", operations.fit ?? "cover"],
    ["blur", provider === "proxy" ? operations.blur : undefined],
  ];
  const query = params
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null)
    .map(([name, value]) => `&${name}=${value}`)
    .join("");
  const base = provider === "netlify" ? NETLIFY_IMAGE_CDN_PATH : IMAGE_PROXY_PATH;
  return `${base}?url=${encodeURIComponent(src).replace(/%2F/g, "/")}${query}`;
}

/** Spec §9 placeholder (10 × 10, quality 50, blur 3) of `src`. */
export function placeholderImageUrl(src: string, provider: ImageProvider = IMAGE_PROVIDER): string {
  const { width, height, quality, blur } = PLACEHOLDER_IMAGE;
  return imageUrl(src, { width, height, quality, blur }, provider);
}
