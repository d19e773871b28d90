/**
 * `npm run bench:lighthouse [-- --url http://localhost:8888] [-- --runs 1]`: Lighthouse (its default mobile
 * settings: a Moto G Power-sized screen, simulated slow 4G and a 4× slower CPU) in Debian's Chromium against the
 * locally served site (`npm start` first: it serves the build as Netlify would, compressed and with its cache
 * headers, scripts/lib/local-server.ts). Pages: home, an event listing, an event detail, a company page, /videos,
 * /reviews and a registration step; the event and company are the first ones the listings link to. With `--runs N`
 * each page is measured N times and the median run (by performance score) is kept.
 * Prints one row per page and writes bench/results/lighthouse.json.
 */
import "../scripts/lib/check-node";
import { findChromium, INSTALL_CHROMIUM_COMMAND } from "../scripts/lib/find-chromium";
import { LIGHTHOUSE_TARGETS, lighthouseRow, type LighthouseRow } from "./lib/lighthouse-row";
import { writeBenchResult } from "./lib/write-bench-result";

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The first link of `listing` that matches `pattern` (a detail page the listing shows). */
async function firstLink(base: string, listing: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${base}${listing}`)).text();
  const found = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!).find((href) => pattern.test(href));
  if (!found) throw new Error(`${listing} links to no page like ${pattern}`);
  return found;
}

async function pagesOf(base: string): Promise<{ name: string; path: string }[]> {
  return [
    { name: "home", path: "/" },
    { name: "event listing", path: "/events/internship" },
    { name: "event detail", path: await firstLink(base, "/events/internship", /^\/events\/internship\/\d+$/) },
    { name: "company", path: await firstLink(base, "/companies", /^\/companies\/\d+$/) },
    { name: "videos", path: "/videos" },
    { name: "reviews", path: "/reviews" },
    { name: "registration step", path: "/user_registrations" },
  ];
}

async function main() {
  const base = (argument("url") ?? "http://localhost:8888").replace(/\/$/, "");
  const runs = Number(argument("runs") ?? 1);
  const chromePath = findChromium();
  if (!chromePath) throw new Error(`Chromium が見つかりません: ${INSTALL_CHROMIUM_COMMAND}`);
  const health = await fetch(`${base}/`).catch(() => null);
  if (!health?.ok) throw new Error(`${base} does not answer: start the site with \`npm start\` first (or pass --url)`);

  // Lighthouse and chrome-launcher are ES modules only.
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of await pagesOf(base)) {
      const measured: LighthouseRow[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: "json", logLevel: "error" });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        measured.push(lighthouseRow(page.name, page.path, result.lhr));
      }
      const row = measured.sort((a, b) => a.performance - b.performance)[Math.floor(measured.length / 2)]!;
      rows.push(row);
      console.info(
        `${row.page.padEnd(18)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} ` +
          `LCP ${row.lcpMs} ms CLS ${row.cls} TBT ${row.tbtMs} ms ${row.path}${row.failed.length ? `\n  below target: ${row.failed.join(", ")}` : ""}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  writeBenchResult("lighthouse", "mobile", { measuredAt: new Date().toISOString(), base, runs, targets: LIGHTHOUSE_TARGETS, pages: rows });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
