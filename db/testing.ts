import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { z } from "zod";
import { createDb, type Db } from "./client";
import { migrateDb } from "./migrate";

export type TestDatabase = { url: string; db: Db; close(): Promise<void> };

const readyLineSchema = z.object({ url: z.string() });

/**
 * A fresh, migrated in-memory database served on a free port (in a child process: see
 * pglite-test-server-process.ts). Each call gets its own empty database. Call close() in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const root = process.cwd();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "db/pglite-test-server-process.ts")], {
    cwd: root,
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, MIRAI_MIGRATIONS_FOLDER: path.join(root, "db/migrations") },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));

  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once("line", (line) => {
      const parsed = readyLineSchema.safeParse(JSON.parse(line));
      if (parsed.success) resolve(parsed.data.url);
      else reject(new Error(`Unexpected output from the test database process: ${line}`));
    });
    child.once("exit", (code) => reject(new Error(`Test database process exited (${code}): ${stderr}`)));
    child.once("error", reject);
  });

  const handle = createDb(url, { max: 4 });
  const close = async () => {
    await handle.close();
    child.stdin.end();
    child.kill("SIGTERM");
    await exited;
  };
  try {
    await migrateDb(handle.db);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, db: handle.db, close };
}
