/**
 * `npm run bench:build [-- --scale small|large|both] [-- --trivial] [-- --no-warm]`: cold and warm `gatsby build` over fresh sample
 * data, printing pages, seconds, pages/s and the peak RSS of the whole process tree; writes bench/results/build.json.
 * `--trivial` first adds a cold build of the same pages with every event page on one trivial template (no query, a
 * heading: gatsby/event-page-template.ts), the baseline the real templates' cold build is compared with.
 */
import "../scripts/lib/runtime/check-node";
import { spawn } from "node:child_process";
// gatsby-core-utils is installed with gatsby (its dependency): the same core count Gatsby sizes its worker pool by.
import { cpuCoreCount } from "gatsby-core-utils";
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPgliteServer } from "../db/pglite-server";
import { gatsbyNodeOptions } from "../scripts/lib/build/gatsby-build";
import { prepareDatabase } from "../scripts/lib/database/prepare-database";
import { TRIVIAL_EVENT_TEMPLATES_ENV } from "../gatsby/event-page-template";
import { countDeferredPages, countHtmlPages } from "./lib/count-pages";
import { processTreeRss } from "./lib/process-tree";

type Scale = "small" | "large";
type BuildKind = "cold" | "warm" | "cold, trivial event templates";
type BuildFigure = {
  kind: BuildKind;
  /** HTML files the build wrote (prerendered pages) */
  pages: number;
  /** pages left to deferred static generation, as the createPages steps report them in Gatsby's log */
  deferredPages: number;
  seconds: number;
  pagesPerSecond: number;
  peakRssMiB: number;
};

const projectRoot = process.cwd();

function measureBuild(kind: BuildKind, databaseUrl: string): Promise<BuildFigure> {
  if (kind !== "warm") {
    rmSync(path.join(projectRoot, ".cache"), { recursive: true, force: true });
    rmSync(path.join(projectRoot, "public"), { recursive: true, force: true });
  }
  const started = process.hrtime.bigint();
  // Gatsby's own log (stage timings) of each build, to see where the time goes.
  const log = path.join(os.tmpdir(), `mirai-bench-build-${kind.replace(/[^a-z]+/g, "-")}.log`);
  const child = spawn(process.execPath, [path.join(projectRoot, "node_modules", "gatsby", "cli.js"), "build"], {
    stdio: ["ignore", openSync(log, "w"), "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      GATSBY_TELEMETRY_DISABLED: "1",
      NODE_OPTIONS: gatsbyNodeOptions(process.env.NODE_OPTIONS),
      CI: "true",
      [TRIVIAL_EVENT_TEMPLATES_ENV]: kind === "cold, trivial event templates" ? "1" : "0",
    },
  });
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, processTreeRss(child.pid));
  }, 100);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`gatsby build exited with ${code}`));
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const pages = countHtmlPages(path.join(projectRoot, "public"));
      const deferredPages = countDeferredPages(readFileSync(log, "utf8"));
      console.info(
        `${kind}: ${pages} pages prerendered, ${deferredPages} deferred, in ${round(seconds)} s (log: ${log})`,
      );
      const peakRssMiB = Math.round(peak / 2 ** 20);
      resolve({
        kind,
        pages,
        deferredPages,
        seconds: round(seconds),
        pagesPerSecond: round(pages / seconds),
        peakRssMiB,
      });
    });
  });
}

const round = (value: number) => Math.round(value * 10) / 10;

async function benchScale(scale: Scale) {
  const database = await startPgliteServer({ dataDir: "memory://" });
  try {
    const seedStarted = Date.now();
    await prepareDatabase(database.url, { scale });
    const seedSeconds = round((Date.now() - seedStarted) / 1000);
    // The trivial build goes first: the real cold build then replaces its public/.
    const trivial = process.argv.includes("--trivial")
      ? [await measureBuild("cold, trivial event templates", database.url)]
      : [];
    const cold = await measureBuild("cold", database.url);
    const warm = process.argv.includes("--no-warm") ? [] : [await measureBuild("warm", database.url)];
    const coldOverTrivial = trivial[0] ? round(cold.seconds / trivial[0].seconds) : undefined;
    if (coldOverTrivial !== undefined)
      console.info(`${scale}: cold build / trivial-template cold build = ${coldOverTrivial}`);
    return { scale, seedSeconds, builds: [...trivial, cold, ...warm], coldOverTrivial };
  } finally {
    await database.stop();
  }
}

/** Gatsby's worker processes for queries and HTML: its own rule (utils/worker/pool.js), GATSBY_CPU_COUNT included. */
const gatsbyWorkers = () => Math.max(1, cpuCoreCount() - 1);

async function main() {
  const scaleArg = process.argv[process.argv.indexOf("--scale") + 1];
  const scales: Scale[] = scaleArg === "small" || scaleArg === "large" ? [scaleArg] : ["small", "large"];
  const results = [];
  for (const scale of scales) {
    const result = await benchScale(scale);
    results.push(result);
    for (const build of result.builds) {
      console.info(
        `${scale.padEnd(5)} ${build.kind}: ${build.pages} pages (+${build.deferredPages} deferred), ${build.seconds} s, ${build.pagesPerSecond} pages/s, peak RSS ${build.peakRssMiB} MiB, ${gatsbyWorkers()} Gatsby worker(s)`,
      );
    }
  }
  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    gatsbyWorkers: gatsbyWorkers(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    results,
  };
  mkdirSync(path.join(projectRoot, "bench", "results"), { recursive: true });
  writeFileSync(path.join(projectRoot, "bench", "results", "build.json"), JSON.stringify(report, null, 2) + "\n");
  process.exit(0);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
