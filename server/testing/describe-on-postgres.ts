import type { Db } from "../../db/client";
import { createThrowawayPostgresDatabase, type OpenedDatabase } from "../../db/testing";

/**
 * A describe block of tests that need truly overlapping transactions (PGlite runs one at a time): they run on a
 * throwaway, migrated database `{prefix}_…` of the Postgres server TEST_POSTGRES_URL names (an admin database URL, see
 * scripts/ci/start-test-postgres.sh), pooled up to `max` connections and dropped after; without TEST_POSTGRES_URL the
 * block is skipped. `body` declares the tests; `database()` is the database inside them.
 */
export function describeOnPostgres(
  name: string,
  { prefix, max }: { prefix: string; max: number },
  body: (database: () => Db) => void,
): void {
  const adminUrl = process.env.TEST_POSTGRES_URL;
  (adminUrl ? describe : describe.skip)(name, () => {
    let opened: OpenedDatabase | undefined;

    beforeAll(async () => {
      opened = await createThrowawayPostgresDatabase(adminUrl!, prefix, { max });
    }, 60_000);

    afterAll(async () => {
      await opened?.close();
    });

    body(() => opened!.handle.db);
  });
}
