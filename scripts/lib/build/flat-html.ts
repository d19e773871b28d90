import { copyFileSync, existsSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * For each `public/a/b/index.html` writes `public/a/b.html`. With Netlify's Pretty URLs, a page published as
 * `a/b.html` is served at `/a/b` and `/a/b/` answers 301 to `/a/b` — the production half of our trailing-slash rule
 * (Netlify would otherwise redirect `/a/b` to `/a/b/` for a directory index). Returns how many files it wrote.
 */
export function writeFlatHtml(publicDir: string): number {
  let written = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = path.join(dir, entry.name);
      const index = path.join(child, "index.html");
      if (existsSync(index)) {
        copyFileSync(index, `${child}.html`);
        written += 1;
      }
      walk(child);
    }
  };
  walk(publicDir);
  return written;
}
