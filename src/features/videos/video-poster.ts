import { imageUrl } from "@/lib/images/image-url";

export type VideoOrientation = "landscape" | "portrait";

/**
 * A `<video poster>` takes one URL, no srcset: the thumbnail at the size the player needs on wide screens at 1.5x
 * (landscape: the detail column, about 680 px; portrait: 360 px), through the URL builder, never past the original's
 * width (1280 and 720).
 */
const POSTER_BOX = { landscape: { width: 1024, height: 576 }, portrait: { width: 640, height: 1138 } } as const;

export function videoPosterUrl(thumbnailUrl: string, orientation: VideoOrientation): string {
  return imageUrl(thumbnailUrl, POSTER_BOX[orientation]);
}
