import { spawn } from "node:child_process";

export type RunningCommand = { done: Promise<void>; stop(): void };

/** Runs a command with inherited output; `done` rejects on a non-zero exit so callers fail loudly. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): RunningCommand {
  const child = spawn(command, args, { stdio: "inherit", env });
  const done = new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? `code ${code}`}`));
    });
  });
  return {
    done,
    stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
    },
  };
}
