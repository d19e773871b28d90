import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type http from "node:http";
import path from "node:path";

const MEDIA_TYPES: Record<string, string> = { ".mp4": "video/mp4", ".webm": "video/webm" };

export type ByteRange = { start: number; end: number };

/**
 * The single byte range of a `Range: bytes=…` header for a file of `size` bytes: "start-end", "start-" or "-suffix".
 * null when absent or not one satisfiable range (the caller then answers the whole file or 416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

/**
 * Serves video files of public/ with byte ranges (206), as Netlify's CDN does and NetlifyDev does not: without
 * ranges a browser cannot seek (a chapter page could not start at its chapter). Answers true when it handled the
 * request; anything else (other paths, missing files, other methods) is left to the rest of the chain.
 */
export async function serveMediaWithRanges(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  publicDir: string,
): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent((req.url ?? "/").split("?")[0]!);
  } catch {
    return false;
  }
  const type = MEDIA_TYPES[path.extname(pathname).toLowerCase()];
  if (!type) return false;
  const file = path.join(publicDir, pathname);
  if (!file.startsWith(publicDir + path.sep)) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;

  const range = parseByteRange(req.headers.range, info.size);
  const headers = {
    "Content-Type": type,
    "Accept-Ranges": "bytes",
    "Cache-Control": "public, max-age=0, must-revalidate",
  };
  if (range === "unsatisfiable") {
    res.writeHead(416, { ...headers, "Content-Range": `bytes */${info.size}` });
    res.end();
    return true;
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  res.writeHead(range ? 206 : 200, {
    ...headers,
    "Content-Length": String(end - start + 1),
    ...(range ? { "Content-Range": `bytes ${start}-${end}/${info.size}` } : {}),
  });
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  await new Promise<void>((resolve, reject) => {
    createReadStream(file, { start, end }).pipe(res).on("finish", resolve).on("error", reject);
  });
  return true;
}
