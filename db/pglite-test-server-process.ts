/**
 * Child process behind createTestDatabase(): a migrated in-memory PGlite served on a free port.
 * PGlite needs dynamic import(), which Jest's module sandbox does not allow, so it runs out of process.
 * Prints one JSON line {"url": …} when ready; stops on SIGTERM or when the parent closes stdin.
 * MIRAI_PGLITE_FROM_DUMP: start from that dump (dumpPglite) instead of the migrated template.
 * MIRAI_PGLITE_SEED_AND_DUMP_TO: first seed the small sample data (as of now) and dump the result to that file.
 */
import path from "node:path";
import { dumpPglite, openMigratedPglite, openPgliteFromDump } from "./pglite-template";
import { servePglite } from "./pglite-server";
import { runAsReadyChildProcess } from "./ready-child-process";

runAsReadyChildProcess(async () => {
  const migrationsFolder = process.env.MIRAI_MIGRATIONS_FOLDER ?? path.resolve(process.cwd(), "db/migrations");
  const fromDump = process.env.MIRAI_PGLITE_FROM_DUMP;
  const pglite = fromDump ? await openPgliteFromDump(fromDump) : await openMigratedPglite(migrationsFolder);
  const server = await servePglite(pglite);
  const seedTo = process.env.MIRAI_PGLITE_SEED_AND_DUMP_TO;
  if (seedTo) {
    // Loaded only here: the seed builders are a lot of code the other test databases do not need.
    const [{ createDb }, { seedDatabase }] = await Promise.all([import("./client"), import("./seed")]);
    const handle = createDb(server.url, { max: 1 });
    try {
      await seedDatabase(handle.db, { scale: "small", now: new Date() });
    } finally {
      await handle.close();
    }
    await dumpPglite(pglite, seedTo);
  }
  return { ready: { url: server.url }, stop: () => server.stop() };
});
