/**
 * Child process behind createTestDatabase(): a migrated in-memory PGlite served on a free port.
 * PGlite needs dynamic import(), which Jest's module sandbox does not allow, so it runs out of process.
 * Prints one JSON line {"url": …} when ready; stops on SIGTERM or when the parent closes stdin.
 */
import path from "node:path";
import { openMigratedPglite } from "./pglite-template";
import { servePglite } from "./pglite-server";
import { runAsReadyChildProcess } from "./ready-child-process";

runAsReadyChildProcess(async () => {
  const migrationsFolder = process.env.MIRAI_MIGRATIONS_FOLDER ?? path.resolve(process.cwd(), "db/migrations");
  const server = await servePglite(await openMigratedPglite(migrationsFolder));
  return { ready: { url: server.url }, stop: () => server.stop() };
});
