/**
 * `npm run bench:lighthouse [-- --url http://localhost:8888] [-- --runs 1] [-- --block PATTERNS] [-- --pages home,videos]`: Lighthouse (its default mobile
 * settings: a Moto G Power-sized screen, simulated slow 4G and a 4× slower CPU) in Debian's Chromium against the
 * locally served site (`npm start` first: it serves the build as Netlify would, compressed and with its cache
 * headers, scripts/lib/local-site/local-server.ts). Pages: home, an event listing, an event detail, a company page, /videos,
 * /reviews and a registration step; the event and company are the first ones the listings link to. With `--runs N`
 * each page is measured N times and the median run (by performance score) is kept.
 * Before each run of a page the same Lighthouse measures the reference page (BENCH_REFERENCE_PATH: the layout around
 * a heading, built by the local server only), so every page is reported beside a reference measured in the same
 * minutes on the same machine: a reference below REFERENCE_MIN_PERFORMANCE says the machine, not the page, is slow
 * (docs/decisions/lighthouse-reference.md). The load average is recorded with each row.
 * `--block`: comma-separated URL patterns (Lighthouse's blockedUrlPatterns, `*` for any text) Chromium fails, e.g.
 * the API and the pictures (docs/benchmarks.md), to see what the page's own work costs. `--pages`: only the pages of these names. Prints one row per page and writes bench/results/lighthouse.json.
 */
import "../scripts/lib/runtime/check-node";
import os from "node:os";
import { BENCH_REFERENCE_PATH } from "../gatsby/bench-reference-page";
import { findChromium, INSTALL_CHROMIUM_COMMAND } from "../scripts/lib/ci/find-chromium";
import { LIGHTHOUSE_TARGETS, lighthouseRow, REFERENCE_MIN_PERFORMANCE, type LighthouseRow } from "./lib/lighthouse-row";
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
  const blockedUrlPatterns = argument("block")?.split(",").filter(Boolean) ?? [];
  const chromePath = findChromium();
  if (!chromePath) throw new Error(`Chromium が見つかりません: ${INSTALL_CHROMIUM_COMMAND}`);
  const health = await fetch(`${base}/`).catch(() => null);
  if (!health?.ok) throw new Error(`${base} does not answer: start the site with \`npm start\` first (or pass --url)`);
  const reference = await fetch(`${base}${BENCH_REFERENCE_PATH}`).catch(() => null);
  if (!reference?.ok)
    throw new Error(
      `${base}${BENCH_REFERENCE_PATH} does not answer: it is built by \`npm start\` (not by \`npm run build\`)`,
    );

  // Lighthouse and chrome-launcher are ES modules only.
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  const rows: (LighthouseRow & { reference: LighthouseRow; loadAverage: number[] })[] = [];
  const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);
  const measure = async (name: string, path: string) => {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      blockedUrlPatterns,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    return lighthouseRow(name, path, result.lhr);
  };
  const median = (measured: LighthouseRow[]) =>
    measured.sort((a, b) => a.performance - b.performance)[Math.floor(measured.length / 2)]!;
  try {
    const only = argument("pages")?.split(",");
    for (const page of (await pagesOf(base)).filter((page) => !only || only.includes(page.name))) {
      const measured: LighthouseRow[] = [];
      const references: LighthouseRow[] = [];
      const loadBefore = loadAverage();
      for (let run = 0; run < runs; run += 1) {
        references.push(await measure("reference", BENCH_REFERENCE_PATH));
        measured.push(await measure(page.name, page.path));
      }
      const row = { ...median(measured), reference: median(references), loadAverage: loadBefore };
      rows.push(row);
      const ref = row.reference;
      console.info(
        `${row.page.padEnd(18)} perf ${row.performance} (ref ${ref.performance}) TBT ${row.tbtMs} ms (ref ${ref.tbtMs}) ` +
          `LCP ${row.lcpMs} ms (ref ${ref.lcpMs}) CLS ${row.cls} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} ` +
          `load ${loadBefore.join(" ")} ${row.path}` +
          `${ref.performance < REFERENCE_MIN_PERFORMANCE ? `\n  reference ${ref.performance} < ${REFERENCE_MIN_PERFORMANCE}: the machine is too busy for this row to mean much` : ""}` +
          `${row.failed.length ? `\n  below target: ${row.failed.join(", ")}` : ""}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  writeBenchResult("lighthouse", "mobile", {
    measuredAt: new Date().toISOString(),
    base,
    runs,
    blockedUrlPatterns,
    targets: LIGHTHOUSE_TARGETS,
    referencePath: BENCH_REFERENCE_PATH,
    pages: rows,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
