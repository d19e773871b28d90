// The entries benchmark's clients, in a child process of their own (bench/lib/run-post-load.ts): sending, reading
// and timing requests must not take turns with the server under test on its event loop or share its heap, as real
// clients are other machines. Plain ESM without tsx, so the child starts fast and carries no loader.
/* global fetch */
import { performance } from "node:perf_hooks";

process.once("message", async ({ warmup, requests, concurrency }) => {
  // untimed: the first requests of a fresh process (and server) pay for compiling their code paths
  await send(warmup, concurrency);
  const started = performance.now();
  const answers = await send(requests, concurrency);
  const seconds = (performance.now() - started) / 1000;
  process.send({ answers, seconds }, () => process.disconnect());
});

async function send(requests, concurrency) {
  const answers = new Array(requests.length);
  let next = 0;
  async function client() {
    while (next < requests.length) {
      const index = next;
      next += 1;
      const { url, headers, body } = requests[index];
      const sent = performance.now();
      const response = await fetch(url, { method: "POST", headers, body });
      const text = await response.text();
      const replayed = response.headers.get("idempotent-replayed");
      answers[index] = { status: response.status, body: text, replayed, ms: performance.now() - sent };
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, client));
  return answers;
}
