/**
 * npm run seed -- --scale small|large
 * Connects to the local database (DATABASE_URL, the running local server, or opens .data/pglite itself),
 * applies migrations, replaces all content with the deterministic seed and prints a summary.
 */
import "./lib/check-node";
import { parseArgs } from "node:util";
import { createDb } from "../db/client";
import { connectLocalDatabase } from "../db/local-database";
import { migrateDb } from "../db/migrate";
import { seedDatabase, seedScaleSchema } from "../db/seed";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: "string", default: "small" } }, allowPositionals: false });
  const scale = seedScaleSchema.safeParse(values.scale);
  if (!scale.success) {
    console.error(`Unknown --scale "${values.scale}": use small or large.`);
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  const local = await connectLocalDatabase();
  const handle = createDb(local.url, { max: 2 });
  try {
    await migrateDb(handle.db);
    const summary = await seedDatabase(handle.db, { scale: scale.data });
    const lines = Object.entries(summary.counts)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `  ${table.padEnd(44)} ${String(n).padStart(7)}`);
    console.info(`Seeded (${summary.scale}) relative to ${summary.now}:\n${lines.join("\n")}`);
    console.info(`Seed ${summary.seconds.toFixed(2)} s, total ${((performance.now() - started) / 1000).toFixed(2)} s.`);
  } finally {
    await handle.close();
    if (local.owned) await local.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
