import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { z } from "zod";

/** A migrated test database whose server can go away and come back on the same address, its data kept. */
export type SwitchableDatabase = {
  url: string;
  /** Stops accepting and drops every open connection, as a database that went down. */
  stop(): Promise<void>;
  /** Serves again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
};

const readyLineSchema = z.object({ url: z.string() });

/** Runs switchable-pglite-process.ts (PGlite needs dynamic import(), which Jest's module sandbox does not allow). */
export async function startSwitchableDatabase(): Promise<SwitchableDatabase> {
  const root = process.cwd();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "switchable-pglite-process.ts")], {
    cwd: root,
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, MIRAI_MIGRATIONS_FOLDER: path.join(root, "db/migrations") },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const waiting: Array<(line: string) => void> = [];
  lines.on("line", (line) => waiting.shift()?.(line));
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      waiting.push(resolve);
      child.once("exit", (code) => reject(new Error(`switchable database exited (${code}): ${stderr}`)));
    });
  const { url } = readyLineSchema.parse(JSON.parse(await nextLine()));
  const command = async (name: "stop" | "start", answer: string) => {
    const reply = nextLine();
    child.stdin.write(`${name}\n`);
    const line = await reply;
    if (line !== answer) throw new Error(`switchable database answered ${line} to ${name}`);
  };
  return {
    url,
    stop: () => command("stop", "stopped"),
    start: () => command("start", "started"),
    async close() {
      child.stdin.end();
      await exited;
    },
  };
}
