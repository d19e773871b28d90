import { readFile, rm, writeFile, mkdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { readDbEnv } from "./env";
import { startPgliteServer } from "./pglite-server";

export const localServerInfoSchema = z.object({ url: z.string(), pid: z.number().int().positive() });
export type LocalServerInfo = z.infer<typeof localServerInfoSchema>;

export type LocalDatabase = { url: string; owned: boolean; stop(): Promise<void> };

const DATA_ROOT = path.resolve(process.cwd(), ".data");
const SERVER_INFO_FILE = path.join(DATA_ROOT, "server.json");
const DEFAULT_PORT = 5433;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function readServerInfo(): Promise<LocalServerInfo | null> {
  try {
    const parsed = localServerInfoSchema.safeParse(JSON.parse(await readFile(SERVER_INFO_FILE, "utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function firstFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port += 1) {
    if (await isPortFree(port)) return port;
  }
  return 0;
}

/**
 * The database for local scripts: DATABASE_URL if set; else the PGlite server another local process already
 * serves (.data/server.json with a live pid); else this process opens .data/pglite and serves it (owned: true).
 * A PGlite data directory can be opened by one process only, so everything else connects through the socket.
 */
export async function connectLocalDatabase(opts?: { dataDir?: string }): Promise<LocalDatabase> {
  const { DATABASE_URL } = readDbEnv();
  if (DATABASE_URL) return { url: DATABASE_URL, owned: false, stop: async () => {} };

  const existing = await readServerInfo();
  if (existing && existing.pid !== process.pid && isAlive(existing.pid)) {
    return { url: existing.url, owned: false, stop: async () => {} };
  }

  const dataDir = opts?.dataDir ?? path.join(DATA_ROOT, "pglite");
  const server = await startPgliteServer({ dataDir, port: await firstFreePort(DEFAULT_PORT) });
  await mkdir(DATA_ROOT, { recursive: true });
  const info: LocalServerInfo = { url: server.url, pid: process.pid };
  await writeFile(SERVER_INFO_FILE, JSON.stringify(info, null, 2));
  return {
    url: server.url,
    owned: true,
    async stop() {
      const current = await readServerInfo();
      if (current?.pid === process.pid) await rm(SERVER_INFO_FILE, { force: true });
      await server.stop();
    },
  };
}
