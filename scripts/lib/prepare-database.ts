import { createDb } from "../../db/client";
import { migrateDb } from "../../db/migrate";
import { isSeeded } from "../../db/is-seeded";
import { seedDatabase } from "../../db/seed";

/** Applies migrations, and fills an empty database with the deterministic sample data. */
export async function prepareDatabase(url: string, options: { scale: "small" | "large"; now?: Date }): Promise<{ seeded: boolean }> {
  const { db, close } = createDb(url);
  try {
    await migrateDb(db);
    if (await isSeeded(db)) return { seeded: false };
    const started = Date.now();
    await seedDatabase(db, { scale: options.scale, now: options.now });
    console.info(`サンプルデータを投入しました (${options.scale}, ${((Date.now() - started) / 1000).toFixed(1)} 秒)`);
    return { seeded: true };
  } finally {
    await close();
  }
}
