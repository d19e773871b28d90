// The load generator's clients, in a worker thread so that sending and timing requests does not take turns with
// the server under test on the main thread (real clients are other machines). Plain ESM: workers get no tsx.
/* global fetch */
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";

const { baseUrl, paths, requests, concurrency, headers } = workerData;
const latencies = [];
let errors = 0;
let next = 0;

async function client() {
  while (next < requests) {
    const path = paths[next % paths.length];
    next += 1;
    const sent = performance.now();
    const response = await fetch(new URL(path, baseUrl), { headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - sent);
    if (response.status !== 200) errors += 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, client));
parentPort.postMessage({ latencies, errors, seconds: (performance.now() - started) / 1000 });
