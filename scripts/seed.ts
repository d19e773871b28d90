/**
 * npm run seed -- --scale small|large [--media]
 * Connects to the local database (DATABASE_URL, the running local server, or opens .data/pglite itself),
 * applies migrations, replaces all content with the deterministic seed and prints a summary. With --media it also
 * draws every sample image the media store lacks (else the local server draws each on its first request).
 */
import "./lib/runtime/check-node";
import { parseArgs } from "node:util";
import { seedDatabase, seedScaleSchema } from "../db/seed";
import { runOnLocalDatabase } from "./lib/database/run-on-local-database";
import { ensureSampleMediaInStore } from "./lib/sample-media/sample-media";

const { values } = parseArgs({
  options: { scale: { type: "string", default: "small" }, media: { type: "boolean", default: false } },
  allowPositionals: false,
});
const scale = seedScaleSchema.safeParse(values.scale);
if (!scale.success) {
  console.error(`Unknown --scale "${values.scale}": use small or large.`);
  process.exitCode = 2;
} else {
  const started = performance.now();
  runOnLocalDatabase(async (db) => {
    const summary = await seedDatabase(db, { scale: scale.data });
    const lines = Object.entries(summary.counts)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `  ${table.padEnd(44)} ${String(n).padStart(7)}`);
    console.info(`Seeded (${summary.scale}) relative to ${summary.now}:\n${lines.join("\n")}`);
    console.info(`Seed ${summary.seconds.toFixed(2)} s, total ${((performance.now() - started) / 1000).toFixed(2)} s.`);
    if (values.media) await ensureSampleMediaInStore(db);
  });
}
