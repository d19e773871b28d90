import path from "node:path";
import { Worker } from "node:worker_threads";
import { summarizeLatencies, type LatencySummary } from "./latency-summary";

/** A request path (with query), or one with headers of its own on top of the common `headers`. */
export type LoadPath = string | { path: string; headers: Record<string, string> };

export type LoadOptions = {
  baseUrl: string;
  /** used round-robin */
  paths: readonly LoadPath[];
  requests: number;
  concurrency: number;
  headers: Record<string, string>;
};

type LoadResult = { latencies: number[]; pathIndexes: number[]; errors: number; seconds: number };

/**
 * Sends `requests` GETs with `concurrency` clients from a worker thread (load-worker.mjs), each client taking the
 * next path as soon as its previous answer has been read completely. A non-200 answer counts as an error (its time
 * still counts).
 */
export async function runLoad(options: LoadOptions): Promise<LatencySummary> {
  return (await runLoadByPath(options)).all;
}

/** runLoad, with a summary of each entry of `paths` besides the whole (in the order of `paths`). */
export async function runLoadByPath(options: LoadOptions): Promise<{ all: LatencySummary; byPath: LatencySummary[] }> {
  const worker = new Worker(path.join(__dirname, "load-worker.mjs"), { workerData: { ...options } });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  const byPath = options.paths.map((_, index) =>
    summarizeLatencies(
      result.latencies.filter((_latency, at) => result.pathIndexes[at] === index),
      0,
      result.seconds,
    ),
  );
  return { all: summarizeLatencies(result.latencies, result.errors, result.seconds), byPath };
}
