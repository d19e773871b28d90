import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export type ReadyChildProcess = { readyLine: string; stop(): Promise<void> };

/**
 * Runs a TypeScript file in a child Node process (through tsx) and waits for the first line it prints, its "ready"
 * line. stop() closes its stdin, sends SIGTERM and waits for it to exit. For servers Jest's module sandbox cannot load
 * (ESM with dynamic import(): PGlite, Netlify's blobs server).
 */
export async function startReadyChildProcess(
  script: string,
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): Promise<ReadyChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: process.cwd(),
    stdio: ["pipe", "pipe", "pipe"],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const readyLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before it was ready: ${stderr}`)));
    child.once("error", reject);
  });
  return {
    readyLine,
    async stop() {
      child.stdin.end();
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The child's side of `startReadyChildProcess`: starts, prints `ready` as one JSON line, and stops on SIGTERM, SIGINT
 * or when the parent closes stdin. A failure to start is printed to stderr and exits 1.
 */
export function runAsReadyChildProcess(start: () => Promise<{ ready: unknown; stop(): Promise<void> }>): void {
  start()
    .then(({ ready, stop }) => {
      let stopping = false;
      const stopOnce = () => {
        if (stopping) return;
        stopping = true;
        stop().finally(() => process.exit(0));
      };
      process.on("SIGTERM", stopOnce);
      process.on("SIGINT", stopOnce);
      process.stdin.on("end", stopOnce);
      process.stdin.on("error", stopOnce);
      process.stdin.resume();
      process.stdout.write(`${JSON.stringify(ready)}\n`);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
