import { fork } from "node:child_process";
import path from "node:path";

export type PostRequest = { url: string; headers: Record<string, string>; body: string };
export type PostAnswer = { status: number; body: string; replayed: string | null; ms: number };

/**
 * Sends the POSTs from a separate Node process (post-load-process.mjs), `concurrency` in flight, each client sending
 * the next request as soon as it has read the previous answer; answers come back in request order with their
 * latency (send to last byte of the body, timed by the child). The child runs plain Node (no tsx loader). The
 * `warmup` requests go first, the same way, untimed and not returned.
 */
export async function runPostLoad(
  requests: readonly PostRequest[],
  concurrency: number,
  warmup: readonly PostRequest[] = [],
): Promise<{ answers: PostAnswer[]; seconds: number }> {
  const child = fork(path.join(__dirname, "post-load-process.mjs"), [], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const result = await new Promise<{ answers: PostAnswer[]; seconds: number }>((resolve, reject) => {
    child.once("message", (message) => resolve(message as { answers: PostAnswer[]; seconds: number }));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`load client exited (${code}) before answering`)));
    child.send({ warmup, requests, concurrency });
  });
  await exited;
  return result;
}
