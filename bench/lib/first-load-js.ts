import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { z } from "zod";

const statsSchema = z.object({ assetsByChunkName: z.record(z.string(), z.array(z.string())) });
const pageDataSchema = z.object({ componentChunkName: z.string() });

/**
 * Gzipped bytes of the JavaScript a first visit to `pagePath` downloads: the app chunk group (webpack runtime,
 * React, Gatsby's runtime and our layout) plus the page component's chunk group, each file counted once.
 */
export function firstLoadJsBytes(publicDir: string, pagePath: string): number {
  const pageDataPath = path.join(publicDir, "page-data", pagePath === "/" ? "index" : pagePath, "page-data.json");
  const { componentChunkName } = pageDataSchema.parse(JSON.parse(readFileSync(pageDataPath, "utf8")));
  return componentFirstLoadJsBytes(publicDir, componentChunkName);
}

/** The page components of the build (`component---src-…`): every template, including those whose pages are deferred. */
export function componentChunkNames(publicDir: string): string[] {
  return Object.keys(readStats(publicDir).assetsByChunkName).filter((name) => name.startsWith("component---"));
}

/** Gzipped bytes of the app chunk group plus one page component's chunk group (firstLoadJsBytes by component). */
export function componentFirstLoadJsBytes(publicDir: string, componentChunkName: string): number {
  const stats = readStats(publicDir);
  const files = new Set([
    ...(stats.assetsByChunkName.app ?? []),
    ...(stats.assetsByChunkName[componentChunkName] ?? []),
  ]);
  let bytes = 0;
  for (const file of files) {
    if (file.endsWith(".js")) bytes += gzipSync(readFileSync(path.join(publicDir, file))).length;
  }
  return bytes;
}

function readStats(publicDir: string) {
  return statsSchema.parse(JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")));
}
