import { ApiError } from "../platform/http/api-error";
import { IMMUTABLE_IMAGE_HEADERS } from "./image-cache-headers";
import { OUTPUT_CONTENT_TYPES } from "./image-format";
import { imageBodyResponse, imageErrorResponse, mediaNotFound, onlyReads } from "./image-responses";
import { mediaKeyFromPath } from "./media-path";
import type { MediaStore } from "./media-store";

/** Only images leave the store under the site's origin: an HTML or SVG entry would run script as the site. */
const SERVED_CONTENT_TYPES: ReadonlySet<string> = new Set([...Object.values(OUTPUT_CONTENT_TYPES), "image/gif"]);

/**
 * `GET /media/{key}`: an original as stored (what Netlify Image CDN fetches for `/.netlify/images?url=/media/…`, and a
 * plain link to the full picture). Anything but an image of the store is 404.
 */
export async function handleMediaRequest(request: Request, store: MediaStore): Promise<Response> {
  const refused = onlyReads(request);
  if (refused) return refused;
  try {
    const key = mediaKeyFromPath(new URL(request.url).pathname);
    const original = key === null ? null : await store.get(key);
    if (!original || !SERVED_CONTENT_TYPES.has(original.metadata.contentType)) throw mediaNotFound();
    return imageBodyResponse(request, original.bytes, {
      "Content-Type": original.metadata.contentType,
      ...IMMUTABLE_IMAGE_HEADERS,
    });
  } catch (error) {
    if (error instanceof ApiError) return imageErrorResponse(error);
    throw error;
  }
}
