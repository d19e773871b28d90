import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { Transform } from "node:stream";

/*
 * Netlify's CDN compresses text answers (static files and functions alike) with Brotli or gzip as the browser asks;
 * NetlifyDev does not. The local server does it with this, so sizes and Lighthouse figures match production.
 */

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml|rss\+xml|atom\+xml|ld\+json)|image\/svg\+xml)/;
/** Below this many bytes compression costs more than it saves (Netlify skips tiny answers too). */
const MIN_BYTES = 1024;

export type Encoding = "br" | "gzip";

/**
 * The encoding to answer with, or null: the content type is text, the answer is not already encoded nor known to be
 * tiny, and the request accepts it (Brotli first).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  headers: { contentType?: string | null; contentEncoding?: string | null; contentLength?: string | null },
): Encoding | null {
  if (!headers.contentType || !COMPRESSIBLE.test(headers.contentType) || headers.contentEncoding) return null;
  if (
    headers.contentLength !== undefined &&
    headers.contentLength !== null &&
    Number(headers.contentLength) < MIN_BYTES
  )
    return null;
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => q === undefined || !/^q=0(?:\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/** A compressing stream for `encoding` (Brotli at quality 5: close to the CDN's ratio, fast enough to stream). */
export function compressor(encoding: Encoding): Transform {
  return encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
}
