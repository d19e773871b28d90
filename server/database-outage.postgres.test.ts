import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { createThrowawayPostgresDatabase, type OpenedDatabase } from "../db/testing";
import { apiErrorBodySchema } from "../core/api/api-error";
import { defineRoute } from "./platform/http/define-route";
import { serveRoutes } from "./platform/http/serve-routes";
import type { ServerErrorReporter } from "./platform/monitoring/server-error-reporter";
import { apiRequest } from "./testing/api-request";

/**
 * The connection dies under a running query on a real Postgres server (TEST_POSTGRES_URL): the administrator
 * terminates every backend of the database ("terminating connection due to administrator command", 57P01), as a
 * failover or a restart does. Only this test's throwaway database is touched: the server is shared.
 */

jest.setTimeout(60_000);

const adminUrl = process.env.TEST_POSTGRES_URL;

/** A route that holds its connection for a moment, so the termination lands inside its query. */
const slowReadRoute = defineRoute(
  {
    operationId: "slowRead",
    summary: "test only",
    auth: "public",
    paths: ["/api/v1/test/slow_read"],
    methods: ["GET"],
    response: z.object({ ok: z.boolean() }),
  },
  async ({ db }) => {
    await db.execute(sql`select pg_sleep(0.8)`);
    return { ok: true };
  },
);

(adminUrl ? describe : describe.skip)("the API when Postgres terminates its connections", () => {
  let database: OpenedDatabase;
  const reported: unknown[] = [];
  const reporter: ServerErrorReporter = { report: async (error) => void reported.push(error) };
  let handle: ReturnType<typeof serveRoutes>;

  beforeAll(async () => {
    database = await createThrowawayPostgresDatabase(adminUrl!, "outage", { max: 2 });
    handle = serveRoutes([slowReadRoute], { db: () => database.handle.db, errorReporter: () => reporter });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  beforeEach(() => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    jest.spyOn(console, "error").mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  async function terminateBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const name = new URL(database.url).pathname.slice(1);
      const result = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it("answers 503 with Retry-After for the call whose connection died, then 200 again on the same pool", async () => {
    expect((await handle(apiRequest("/api/v1/test/slow_read"))).status).toBe(200);

    const inFlight = handle(apiRequest("/api/v1/test/slow_read"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await terminateBackends()).toBeGreaterThan(0);
    const response = await inFlight;
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("2");
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe("service_unavailable");
    expect(jest.mocked(console.warn).mock.calls.flat().join("\n")).toMatch(
      /database unavailable \((57P01 terminating connection|Connection terminated)/,
    );

    expect((await handle(apiRequest("/api/v1/test/slow_read"))).status).toBe(200);
    expect(reported).toEqual([]);
  });
});
