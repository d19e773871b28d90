import { fork } from "node:child_process";
import path from "node:path";

export type ClientRequest = { url: string; method: "GET" | "POST"; headers: Record<string, string>; body?: string };
/** `body` is "" when the load ran with `bodies: false`; `bytes` is the body's length in bytes either way. */
export type ClientAnswer = {
  status: number;
  body: string;
  bytes: number;
  etag: string | null;
  replayed: string | null;
  ms: number;
};

export type ClientLoadOptions = {
  /** sent first, the same way, untimed and not returned */
  warmup?: readonly ClientRequest[];
  /** false: answers come back without their bodies (large GET answers, many times over) */
  bodies?: boolean;
};

/**
 * Sends the requests from a separate Node process (client-load-process.mjs), `concurrency` in flight, each client
 * sending the next request as soon as it has read the previous answer; answers come back in request order with their
 * latency (send to last byte of the body, timed by the child). The child runs plain Node (no tsx loader).
 */
export async function runClientLoad(
  requests: readonly ClientRequest[],
  concurrency: number,
  { warmup = [], bodies = true }: ClientLoadOptions = {},
): Promise<{ answers: ClientAnswer[]; seconds: number }> {
  const child = fork(path.join(__dirname, "client-load-process.mjs"), [], {
    execArgv: [],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const result = await new Promise<{ answers: ClientAnswer[]; seconds: number }>((resolve, reject) => {
    child.once("message", (message) => resolve(message as { answers: ClientAnswer[]; seconds: number }));
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`load client exited (${code}) before answering`)));
    child.send({ warmup, requests, concurrency, bodies });
  });
  await exited;
  return result;
}
