import {
  createThrowawayPostgresDatabase,
  openSingleConnectionTestDatabase,
  type OpenedDatabase,
} from "../../db/testing";

/**
 * The benchmarks' database: without `databaseUrl` an in-memory PGlite over one connection; with it a throwaway
 * database on that Postgres server (dropped on close) with a pool of `pool` connections.
 */
export async function openBenchDatabase(
  databaseUrl: string | undefined,
  prefix: string,
  pool: number,
): Promise<OpenedDatabase & { kind: string }> {
  if (!databaseUrl) return { kind: "pglite", ...(await openSingleConnectionTestDatabase()) };
  return { kind: "postgres", ...(await createThrowawayPostgresDatabase(databaseUrl, prefix, { max: pool })) };
}
