/**
 * Child process behind createTestDatabase(): a migrated in-memory PGlite served on a free port.
 * PGlite needs dynamic import(), which Jest's module sandbox does not allow, so it runs out of process.
 * Prints one JSON line {"url": …} when ready; stops on SIGTERM or when the parent closes stdin.
 */
import path from "node:path";
import { openMigratedPglite } from "./pglite-template";
import { servePglite } from "./pglite-server";

async function main(): Promise<void> {
  const migrationsFolder = process.env.MIRAI_MIGRATIONS_FOLDER ?? path.resolve(process.cwd(), "db/migrations");
  const server = await servePglite(await openMigratedPglite(migrationsFolder));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.stop().finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.stdin.on("end", stop);
  process.stdin.on("error", stop);
  process.stdin.resume();
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
