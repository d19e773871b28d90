import fs from "node:fs";
import path from "node:path";

/**
 * Removes the HTML and page-data a previous build wrote for pages that are now deferred. Gatsby keeps them when a
 * page turns from prerendered to deferred on a build with a kept cache, and the CDN would serve that stale file
 * instead of rendering the page. Returns the number of files removed.
 */
export function removeStaleDeferredFiles(publicDir: string, deferredPaths: Iterable<string>): number {
  let removed = 0;
  for (const pagePath of deferredPaths) {
    const relative = pagePath === "/" ? "index" : pagePath.replace(/^\//, "");
    for (const file of [
      path.join(publicDir, relative, "index.html"),
      path.join(publicDir, "page-data", relative, "page-data.json"),
    ]) {
      try {
        fs.unlinkSync(file);
        removed += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
  return removed;
}
