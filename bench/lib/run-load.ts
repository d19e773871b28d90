import path from "node:path";
import { Worker } from "node:worker_threads";
import { summarizeLatencies, type LatencySummary } from "./latency-summary";

export type LoadOptions = {
  baseUrl: string;
  /** request paths (with query), used round-robin */
  paths: readonly string[];
  requests: number;
  concurrency: number;
  headers: Record<string, string>;
};

type LoadResult = { latencies: number[]; errors: number; seconds: number };

/**
 * Sends `requests` GETs with `concurrency` clients from a worker thread (load-worker.mjs), each client taking the
 * next path as soon as its previous answer has been read completely. A non-200 answer counts as an error (its time
 * still counts).
 */
export async function runLoad(options: LoadOptions): Promise<LatencySummary> {
  const worker = new Worker(path.join(__dirname, "load-worker.mjs"), { workerData: { ...options } });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  return summarizeLatencies(result.latencies, result.errors, result.seconds);
}
