import { readdirSync } from "node:fs";
import path from "node:path";

/** Number of HTML pages Gatsby wrote into the publish folder. */
export function countHtmlPages(publicDir: string): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name.endsWith(".html")) count += 1;
    }
  };
  walk(publicDir);
  return count;
}

/** Sum of the "N deferred" counts that the createPages steps (gatsby/review-pages.ts, video-pages.ts) log. */
export function countDeferredPages(gatsbyLog: string): number {
  let count = 0;
  for (const match of gatsbyLog.matchAll(/\b(\d+) deferred\b/g)) count += Number(match[1]);
  return count;
}
