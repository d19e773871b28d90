// The load generator's clients, in a worker thread so that sending and timing requests does not take turns with
// the server under test on the main thread (real clients are other machines). Plain ESM: workers get no tsx.
/* global fetch */
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";

const { baseUrl, paths, requests, concurrency, headers } = workerData;
const latencies = [];
// which entry of `paths` each latency belongs to
const pathIndexes = [];
let errors = 0;
let next = 0;

async function client() {
  while (next < requests) {
    const index = next % paths.length;
    // an entry is a path, or { path, headers } with headers of its own on top of the common ones
    const entry = paths[index];
    next += 1;
    const sent = performance.now();
    const response = await fetch(new URL(typeof entry === "string" ? entry : entry.path, baseUrl), {
      headers: typeof entry === "string" ? headers : { ...headers, ...entry.headers },
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - sent);
    pathIndexes.push(index);
    if (response.status !== 200) errors += 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, client));
parentPort.postMessage({ latencies, pathIndexes, errors, seconds: (performance.now() - started) / 1000 });
