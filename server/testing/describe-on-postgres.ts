import type { Db } from "../../db/client";
import { createThrowawayPostgresDatabase, type OpenedDatabase } from "../../db/testing";

/**
 * A describe block on a real Postgres server, for races PGlite cannot show (it runs one transaction at a time, so
 * only a server with overlapping transactions shows what a lock does). Opt-in: TEST_POSTGRES_URL, an admin database
 * URL (scripts/ci/start-test-postgres.sh; .ci/run always sets it); skipped when unset. The block gets a throwaway
 * migrated database `{prefix}_…` with a pool of `max` connections, dropped after it; `handle.db` is its pool.
 */
export function describeOnPostgres(name: string, { prefix, max }: { prefix: string; max: number }, body: (handle: { readonly db: Db }) => void): void {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  (adminUrl ? describe : describe.skip)(name, () => {
    let opened: OpenedDatabase | undefined;

    beforeAll(async () => {
      opened = await createThrowawayPostgresDatabase(adminUrl!, prefix, { max });
    }, 60_000);

    afterAll(async () => {
      await opened?.close();
    });

    body({
      get db() {
        return opened!.handle.db;
      },
    });
  });
}
