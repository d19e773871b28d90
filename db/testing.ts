import path from "node:path";
import { z } from "zod";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type Db, type DbHandle } from "./client";
import { migrateDb } from "./migrate";
import { startReadyChildProcess } from "./ready-child-process";

export type TestDatabase = { url: string; db: Db; close(): Promise<void> };

const readyLineSchema = z.object({ url: z.string() });

export type TestDatabaseOptions = {
  /** Start from this dump (dumpPglite, a migrated database) instead of the empty migrated template. */
  fromDump?: string;
  /** Seed the small sample data as of now, and dump the seeded database to this file, before answering. */
  seedAndDumpTo?: string;
};

/**
 * A fresh, migrated in-memory database served on a free port (in a child process: see
 * pglite-test-server-process.ts). Each call gets its own empty database (or its own copy of `fromDump`). Call close()
 * in afterAll.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const root = process.cwd();
  const child = await startReadyChildProcess(path.join(root, "db/pglite-test-server-process.ts"), [], {
    ...process.env,
    MIRAI_MIGRATIONS_FOLDER: path.join(root, "db/migrations"),
    ...(options.fromDump && { MIRAI_PGLITE_FROM_DUMP: options.fromDump }),
    ...(options.seedAndDumpTo && { MIRAI_PGLITE_SEED_AND_DUMP_TO: options.seedAndDumpTo }),
  });
  const ready = readyLineSchema.safeParse(JSON.parse(child.readyLine));
  if (!ready.success) {
    await child.stop();
    throw new Error(`Unexpected output from the test database process: ${child.readyLine}`);
  }
  const { url } = ready.data;

  const handle = createDb(url, { max: 4 });
  const close = async () => {
    await handle.close();
    await child.stop();
  };
  try {
    await migrateDb(handle.db);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, db: handle.db, close };
}

export type OpenedDatabase = { url: string; handle: DbHandle; close(): Promise<void> };

/**
 * A fresh test database (createTestDatabase) reached over one connection: pglite-socket 0.2.17 interleaves the
 * extended-protocol messages of concurrent connections outside transactions ("unnamed prepared statement does not
 * exist", electric-sql/pglite#1046), and PGlite runs one query at a time anyway. The pool queues concurrent callers.
 */
export async function openSingleConnectionTestDatabase(): Promise<OpenedDatabase> {
  const database = await createTestDatabase();
  const handle = createDb(database.url, { max: 1 });
  return {
    url: database.url,
    handle,
    async close() {
      await handle.close();
      await database.close();
    },
  };
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a throwaway database even while a pooler in front of the server (TEST_POSTGRES_URL through PgBouncer,
 * docs/database-pooler.md) still holds idle server connections to it: a plain DROP DATABASE waits 5 s for them and
 * fails. WITH (FORCE) needs Postgres 13 or later.
 */
const dropDatabase = (adminUrl: string, name: string) =>
  onServer(adminUrl, `drop database if exists ${name} with (force)`);

/**
 * A throwaway, migrated database `{prefix}_{random}` on the Postgres server of `adminUrl` (TEST_POSTGRES_URL, or a
 * benchmark's --database-url), for work that needs truly overlapping transactions; close() drops it. `adminUrl` may
 * be a transaction-mode pooler's: the database is then created, migrated, used and dropped through it.
 */
export async function createThrowawayPostgresDatabase(
  adminUrl: string,
  prefix: string,
  { max }: { max: number },
): Promise<OpenedDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await onServer(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDb(url.toString(), { max });
  try {
    await migrateDb(handle.db);
  } catch (error) {
    await handle.close();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  return {
    url: url.toString(),
    handle,
    async close() {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
