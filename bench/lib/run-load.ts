import { summarizeLatencies, type LatencySummary } from "./latency-summary";

export type LoadOptions = {
  baseUrl: string;
  /** request paths (with query), used round-robin */
  paths: readonly string[];
  requests: number;
  concurrency: number;
  headers: Record<string, string>;
};

/**
 * Sends `requests` GETs with `concurrency` clients, each client taking the next path as soon as its previous
 * answer has been read completely. A non-200 answer counts as an error (its time still counts).
 */
export async function runLoad(options: LoadOptions): Promise<LatencySummary> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function client(): Promise<void> {
    while (next < options.requests) {
      const path = options.paths[next % options.paths.length]!;
      next += 1;
      const sent = performance.now();
      const response = await fetch(new URL(path, options.baseUrl), { headers: options.headers });
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (response.status !== 200) errors += 1;
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return summarizeLatencies(latencies, errors, (performance.now() - started) / 1000);
}
