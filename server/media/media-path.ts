import { MEDIA_PATH_PREFIX } from "../../core/images/image-rules";

/** One path segment of a media key: letters, digits, `.`, `_`, `-`, never starting with a dot (no `.`, `..`, hidden). */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;
const MAX_SEGMENTS = 12;

/**
 * The store key of a site path `/media/{key}`, or null for anything else: another path, an absolute or
 * protocol-relative URL, `.`/`..` segments, empty segments, percent-encoded or other characters (keys never need them,
 * so an encoded `..` or `/` is refused rather than decoded).
 */
export function mediaKeyFromPath(sitePath: string): string | null {
  if (!sitePath.startsWith(MEDIA_PATH_PREFIX)) return null;
  const key = sitePath.slice(MEDIA_PATH_PREFIX.length);
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return null;
  const segments = key.split("/");
  if (segments.length > MAX_SEGMENTS || !segments.every((segment) => SEGMENT.test(segment))) return null;
  return key;
}

/** The site path of a store key. */
export function mediaPath(key: string): string {
  return `${MEDIA_PATH_PREFIX}${key}`;
}
