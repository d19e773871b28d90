// The benchmarks' clients, in a child process of their own (bench/lib/run-client-load.ts): sending, reading and
// timing requests must not take turns with the server under test on its event loop or share its heap, as real
// clients are other machines. Plain ESM without tsx, so the child starts fast and carries no loader.
/* global fetch */
import { Buffer } from "node:buffer";
import { performance } from "node:perf_hooks";

process.once("message", async ({ warmup, requests, concurrency, bodies }) => {
  // untimed: the first requests of a fresh process (and server) pay for compiling their code paths
  await send(warmup, concurrency, bodies);
  const started = performance.now();
  const answers = await send(requests, concurrency, bodies);
  const seconds = (performance.now() - started) / 1000;
  process.send({ answers, seconds }, () => process.disconnect());
});

async function send(requests, concurrency, bodies) {
  const answers = new Array(requests.length);
  let next = 0;
  async function client() {
    while (next < requests.length) {
      const index = next;
      next += 1;
      const { url, method, headers, body } = requests[index];
      const sent = performance.now();
      const response = await fetch(url, { method, headers, body });
      const bytes = Buffer.from(await response.arrayBuffer());
      const ms = performance.now() - sent;
      answers[index] = {
        status: response.status,
        body: bodies ? bytes.toString("utf8") : "",
        bytes: bytes.length,
        etag: response.headers.get("etag"),
        replayed: response.headers.get("idempotent-replayed"),
        ms,
      };
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, client));
  return answers;
}
