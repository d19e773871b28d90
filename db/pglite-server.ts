import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export type PgliteServer = { url: string; stop(): Promise<void> };

/** Serves an open PGlite instance over the Postgres wire protocol on 127.0.0.1; stop() also closes the instance. */
// pglite-socket drops (does not queue) a client over the limit. Every local function call runs in a fresh worker
// with its own pool, and the build, scripts and tests connect too, so leave generous room; queries still run one
// at a time inside PGlite.
const MAX_CONNECTIONS = 64;

export async function servePglite(pglite: PGlite, port = 0): Promise<PgliteServer> {
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port, maxConnections: MAX_CONNECTIONS });
  try {
    await server.start();
  } catch (error) {
    await pglite.close();
    throw error;
  }
  const url = `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await pglite.close();
    },
  };
}

/**
 * Opens an embedded PGlite database (a directory, or "memory://") and serves it over the Postgres wire
 * protocol on 127.0.0.1, so every client uses the ordinary `pg` driver. Port 0 (default) picks a free port.
 */
export async function startPgliteServer(opts: { dataDir: string | "memory://"; port?: number }): Promise<PgliteServer> {
  if (opts.dataDir !== "memory://") await mkdir(opts.dataDir, { recursive: true });
  const pglite = opts.dataDir === "memory://" ? new PGlite() : new PGlite(opts.dataDir);
  await pglite.waitReady;
  return servePglite(pglite, opts.port ?? 0);
}
