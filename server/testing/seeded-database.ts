import { existsSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { closeCachedDb } from "../../db/client";
import { seedDatabase } from "../../db/seed";
import { createTestDatabase, type TestDatabase } from "../../db/testing";

/** A fresh migrated database with the small sample data, which function handlers reach through DATABASE_URL. */
export async function openSeededDatabase(): Promise<TestDatabase> {
  const database = await createSeededDatabase();
  process.env.DATABASE_URL = database.url;
  return database;
}

export async function closeSeededDatabase(database: TestDatabase): Promise<void> {
  await closeCachedDb();
  delete process.env.DATABASE_URL;
  await database.close();
}

/**
 * Seeding takes seconds, so within one Jest run (test/jest-global-setup.js names a fresh directory in
 * MIRAI_TEST_TEMPLATE_DIR) the first suite seeds its database and dumps it, and every later one starts from that dump:
 * the same rows, seeded as of the run's first seeding rather than each suite's start. Whoever holds the lock file
 * builds the dump; the others wait for it. Outside such a run every call seeds its own database.
 */
async function createSeededDatabase(): Promise<TestDatabase> {
  const dir = process.env.MIRAI_TEST_TEMPLATE_DIR;
  if (!dir) {
    const database = await createTestDatabase();
    await seedDatabase(database.db, { scale: "small", now: new Date() });
    return database;
  }
  const dump = path.join(dir, "seeded-small.tar");
  const lock = `${dump}.lock`;
  for (;;) {
    if (existsSync(dump)) return createTestDatabase({ fromDump: dump });
    const locked = await open(lock, "wx").catch(() => null);
    if (locked) {
      await locked.close();
      try {
        return existsSync(dump)
          ? await createTestDatabase({ fromDump: dump })
          : await createTestDatabase({ seedAndDumpTo: dump });
      } finally {
        await rm(lock, { force: true });
      }
    }
    await sleep(100);
  }
}
