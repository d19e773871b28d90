import type { ImageProvider } from "@core/images/image-provider";
import { IMAGE_DENSITIES, IMAGE_WIDTHS } from "@core/images/image-rules";
import { IMAGE_PROVIDER } from "./image-provider";
import { imageUrl, isResizable, snapImageWidth, type ImageOperations } from "./image-url";

/**
 * `srcset` for a fixed-size box (an icon, a logo): one candidate per density of spec §9 (1x, 2x), each width snapped
 * to the list. Candidates that snap to the same width are given once. "" for a source that is not resized.
 */
export function densitySrcSet(
  src: string,
  operations: ImageOperations,
  provider: ImageProvider = IMAGE_PROVIDER,
): string {
  if (!isResizable(src)) return "";
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const density of IMAGE_DENSITIES) {
    const width = snapImageWidth(operations.width * density);
    if (seen.has(width)) continue;
    seen.add(width);
    const height = operations.height === undefined ? undefined : operations.height * density;
    candidates.push(
      `${imageUrl(src, { ...operations, width: operations.width * density, height }, provider)} ${density}x`,
    );
  }
  return candidates.join(", ");
}

/**
 * `srcset` for a fluid box (cards, headers, galleries): every width of spec §9 (320w … 1536w), with `sizes` chosen by
 * the layout. `aspectRatio` (width / height) crops every candidate alike; without it the original's ratio is kept.
 * `maxWidth` (the original's own width) leaves out the widths past it, which would only enlarge it (the smallest
 * width is always given).
 */
export function widthSrcSet(
  src: string,
  operations: Omit<ImageOperations, "width" | "height"> & { aspectRatio?: number; maxWidth?: number },
  provider: ImageProvider = IMAGE_PROVIDER,
): string {
  if (!isResizable(src)) return "";
  const { aspectRatio, maxWidth = Number.POSITIVE_INFINITY, ...rest } = operations;
  return Object.values(IMAGE_WIDTHS)
    .filter((width, index) => index === 0 || width <= maxWidth)
    .map((width) => {
      const height = aspectRatio === undefined ? undefined : Math.round(width / aspectRatio);
      return `${imageUrl(src, { ...rest, width, height }, provider)} ${width}w`;
    })
    .join(", ");
}
