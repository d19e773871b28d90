/**
 * `npm run bench:coldstart`: every function built as Netlify builds it (`npm run build`'s esbuild step, then
 * zip-it-and-ship-it with netlify.toml's settings), then per function, in a fresh Node process each: the bundle and
 * package size, the time to import Netlify's entry (bootstrap + bundle), the process's RSS after that import, and
 * the time of its first answer (a GET of its first `config.path` against a seeded in-memory database; scheduled
 * functions are not called). Goals on this 2-core machine: every API function imports in ≤ 150 ms with ≤ 120 MB RSS,
 * the healthcheck in ≤ 50 ms; the image proxy has its own (sharp). Each function is measured `--runs N` times
 * (default 3) and the median is reported. Writes bench/results/coldstart.json.
 */
import "../scripts/lib/runtime/check-node";
import { spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { startPgliteServer } from "../db/pglite-server";
import { bundleFunctions } from "../scripts/lib/functions/bundle-functions";
import { packageFunctions } from "../scripts/lib/functions/package-functions";
import { PACKAGED_FUNCTIONS_DIRECTORY } from "../scripts/lib/functions/prepare-functions";
import { requestRecord, type RequestRecord } from "../scripts/lib/functions/warm-instances";
import { prepareDatabase } from "../scripts/lib/database/prepare-database";
import { concretePath, firstFunctionPaths } from "../scripts/lib/functions/function-paths";
import { writeBenchResult } from "./lib/write-bench-result";

const IMPORT_GOAL_MS = 150;
const HEALTHCHECK_IMPORT_GOAL_MS = 50;
const RSS_GOAL_BYTES = 120 * 1024 * 1024;
const OWN_FIGURE = new Set(["image-proxy"]);

type Probe = { importMs: number; rssAfterImport: number; firstAnswerMs: number | null; status: number };

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function directoryBytes(directory: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

function probe(entryFile: string, request: RequestRecord | null, env: NodeJS.ProcessEnv): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, "lib", "coldstart-probe.mjs")], {
      env,
      stdio: ["pipe", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      const line = output.trim().split("\n").pop() ?? "";
      if (code !== 0 || !line.startsWith("{"))
        reject(new Error(`probe of ${entryFile} exited with ${code}: ${output}`));
      else resolve(JSON.parse(line) as Probe);
    });
    // the body (a GET's: none) travels as JSON
    child.stdin.end(JSON.stringify({ entryFile, request: request && { ...request, body: null } }));
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

async function main() {
  const projectRoot = process.cwd();
  const runs = Number(argument("runs") ?? 3);
  let started = performance.now();
  const bundles = await bundleFunctions(projectRoot);
  const bundleSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  const artifacts = await packageFunctions(projectRoot, path.join(projectRoot, PACKAGED_FUNCTIONS_DIRECTORY));
  const packageSeconds = (performance.now() - started) / 1000;
  console.info(
    `esbuild ${bundleSeconds.toFixed(1)} s, zip-it-and-ship-it ${packageSeconds.toFixed(1)} s, ${artifacts.length} functions`,
  );

  const database = await startPgliteServer({ dataDir: "memory://" });
  try {
    await prepareDatabase(database.url, { scale: "small" });
    const paths = await firstFunctionPaths(projectRoot);
    const env = { ...process.env, DATABASE_URL: database.url, MIRAI_ENV: "development" };
    const rows = [];
    for (const artifact of artifacts) {
      const pattern = paths.get(artifact.name);
      const request = pattern
        ? new Request(new URL(concretePath(pattern), "http://localhost:8888"), {
            headers: { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" },
          })
        : null;
      const record = request && pattern ? await requestRecord(request, pattern) : null;
      const probes: Probe[] = [];
      for (let run = 0; run < runs; run++) probes.push(await probe(artifact.entryFile, record, env));
      const bundle = bundles.find((candidate) => candidate.name === artifact.name);
      const packaged = directoryBytes(artifact.directory);
      const importMs = median(probes.map((p) => p.importMs));
      const rssBytes = median(probes.map((p) => p.rssAfterImport));
      const goalMs = artifact.name === "healthcheck" ? HEALTHCHECK_IMPORT_GOAL_MS : IMPORT_GOAL_MS;
      const own = OWN_FIGURE.has(artifact.name);
      rows.push({
        name: artifact.name,
        bundleBytes: bundle?.bytes ?? 0,
        packageBytes: packaged.bytes,
        packageFiles: packaged.files,
        importMs: Math.round(importMs),
        rssMB: Math.round(rssBytes / 1024 / 1024),
        firstAnswerMs:
          probes[0]?.firstAnswerMs === null ? null : Math.round(median(probes.map((p) => p.firstAnswerMs ?? 0))),
        status: probes[0]?.status ?? 0,
        meetsGoal: own ? null : importMs <= goalMs && rssBytes <= RSS_GOAL_BYTES,
      });
    }
    printTable(rows);
    const missed = rows.filter((row) => row.meetsGoal === false).map((row) => row.name);
    console.info(missed.length === 0 ? "every function meets its goal" : `over the goal: ${missed.join(", ")}`);
    writeBenchResult("coldstart", "pglite", {
      runs,
      node: process.version,
      bundleSeconds,
      packageSeconds,
      functions: rows,
    });
  } finally {
    await database.stop();
  }
}

function printTable(rows: Array<Record<string, unknown>>): void {
  const kb = (bytes: unknown) => `${Math.round(Number(bytes) / 1024)} KB`;
  console.info(
    [
      "function".padEnd(28),
      "bundle".padStart(9),
      "package".padStart(10),
      "files".padStart(6),
      "import".padStart(8),
      "RSS".padStart(7),
      "1st answer".padStart(11),
      "goal",
    ].join(" "),
  );
  for (const row of rows) {
    console.info(
      [
        String(row.name).padEnd(28),
        kb(row.bundleBytes).padStart(9),
        kb(row.packageBytes).padStart(10),
        String(row.packageFiles).padStart(6),
        `${row.importMs} ms`.padStart(8),
        `${row.rssMB} MB`.padStart(7),
        (row.firstAnswerMs === null ? "—" : `${row.firstAnswerMs} ms ${row.status}`).padStart(11),
        row.meetsGoal === null ? "own" : row.meetsGoal ? "ok" : "OVER",
      ].join(" "),
    );
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
