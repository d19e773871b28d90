import { closeCachedDb } from "../../db/client";
import { seedDatabase } from "../../db/seed";
import { createTestDatabase, type TestDatabase } from "../../db/testing";

/** A fresh migrated database with the small sample data, which function handlers reach through DATABASE_URL. */
export async function openSeededDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  await seedDatabase(database.db, { scale: "small", now: new Date() });
  return database;
}

export async function closeSeededDatabase(database: TestDatabase): Promise<void> {
  await closeCachedDb();
  delete process.env.DATABASE_URL;
  await database.close();
}
