import { ApiError } from "../platform/http/api-error";
import { invalidParameter } from "../platform/http/invalid-parameter";
import { negotiateFormat, OUTPUT_CONTENT_TYPES } from "./image-format";
import { IMMUTABLE_IMAGE_HEADERS, VARY_BY_ACCEPT_HEADERS } from "./image-cache-headers";
import { parseImageQuery } from "./image-query";
import { imageBodyResponse, imageErrorResponse, mediaNotFound, onlyReads } from "./image-responses";
import { transformImage, UnusableSourceError } from "./image-transform";
import type { MediaStore } from "./media-store";

/**
 * `GET /_img?url=/media/{key}&w=…&h=…&fm=…&q=…&fit=…&blur=…`: an original of the media store, resized (spec §7 "Other",
 * §9). The parameters are checked before anything is read: a bad one is a 400 that touches nothing. Unknown key → 404;
 * a source that is not an image or is over 20 megapixels → 400.
 */
export async function handleImageProxyRequest(request: Request, store: MediaStore): Promise<Response> {
  const refused = onlyReads(request);
  if (refused) return refused;
  try {
    const query = parseImageQuery(new URL(request.url));
    const original = await store.get(query.url);
    if (!original) throw mediaNotFound();
    const format = negotiateFormat(query.fm, request.headers.get("Accept"));
    const bytes = await transformImage(original.bytes, {
      width: query.w,
      height: query.h,
      fit: query.fit,
      format,
      quality: query.q,
      blur: query.blur,
    }).catch((error: unknown) => {
      throw error instanceof UnusableSourceError ? invalidParameter("url", error.message) : error;
    });
    return imageBodyResponse(request, bytes, {
      "Content-Type": OUTPUT_CONTENT_TYPES[format],
      ...IMMUTABLE_IMAGE_HEADERS,
      ...(query.fm === "auto" ? VARY_BY_ACCEPT_HEADERS : {}),
    });
  } catch (error) {
    if (error instanceof ApiError) return imageErrorResponse(error);
    throw error;
  }
}
