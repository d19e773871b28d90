import type { ImageProvider } from "@core/images/image-provider";
import { IMAGE_KIND_SIZES, type ImageKind } from "@core/images/image-kinds";
import { IMAGE_PROVIDER } from "./image-provider";
import { densitySrcSet, widthSrcSet } from "./image-src-set";
import { imageUrl, isResizable, placeholderImageUrl } from "./image-url";

/**
 * How a picture is laid out. `width` × `height` is its box: CSS pixels for a fixed box (an icon), the ratio the
 * picture is cropped to for a fluid one; either way they become the `<img>`'s width/height attributes, so the space is
 * kept before it loads (CLS 0). `sizes` (the layout's slot width at each breakpoint) makes it fluid: a width srcset
 * (320w … up to the original's width); without it the box is fixed: a density srcset (1x, 2x).
 */
export type ImageLayout = {
  /** what the field holds: its intrinsic size caps the srcset (IMAGE_KIND_SIZES) */
  kind: ImageKind;
  width: number;
  height: number;
  sizes?: string;
};

/** What an `<img>` (or a preload link) of one picture needs, all from the one URL builder. */
export type ImageSources = {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** spec §9 placeholder (10 × 10, quality 50, blur 3); null for a URL that is not resized */
  placeholder: string | null;
  width: number;
  height: number;
};

/** The sources of `src` in `layout`: for build-time pages and request-time views alike. */
export function imageSources(src: string, layout: ImageLayout, provider: ImageProvider = IMAGE_PROVIDER): ImageSources {
  const { kind, width, height, sizes } = layout;
  if (!isResizable(src)) return { src, placeholder: null, width, height };
  const placeholder = placeholderImageUrl(src, provider);
  if (sizes === undefined) {
    return {
      src: imageUrl(src, { width, height }, provider),
      srcSet: densitySrcSet(src, { width, height }, provider),
      placeholder,
      width,
      height,
    };
  }
  const aspectRatio = width / height;
  const maxWidth = IMAGE_KIND_SIZES[kind].width;
  const fallbackWidth = Math.min(width, maxWidth);
  return {
    src: imageUrl(src, { width: fallbackWidth, height: Math.round(fallbackWidth / aspectRatio) }, provider),
    srcSet: widthSrcSet(src, { aspectRatio, maxWidth }, provider),
    sizes,
    placeholder,
    width,
    height,
  };
}
