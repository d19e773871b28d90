import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./client";

export async function migrateDb(
  db: Db,
  migrationsFolder = path.resolve(process.cwd(), "db/migrations"),
): Promise<void> {
  await migrate(db, { migrationsFolder });
}
