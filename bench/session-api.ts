/**
 * `npm run bench:session [-- --scale small|large] [-- --requests N]`: the signed-in calls every page makes after
 * hydration (current user, session check) under load, in both auth modes. Starts an in-memory PGlite in a child
 * process, migrates, seeds (large by default), opens a real session for the demo student, serves the identity
 * handlers with `serveRoutes` in a plain node:http server and sends N GETs per call with 10 concurrent clients.
 * Prints p50/p95/p99 and req/s and writes bench/results/session-api.json.
 */
import "../scripts/lib/runtime/check-node";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { migrateDb } from "../db/migrate";
import { seedDatabase, DEMO_USER_EMAILS } from "../db/seed";
import { createTestDatabase } from "../db/testing";
import { apiAuth, apiRoutes } from "../server/api-routes";
import { AJAX_MARKER_HEADER_NAME, AJAX_MARKER_VALUE, CSRF_COOKIE_NAME } from "../server/platform/http/csrf";
import { serveRoutes } from "../server/platform/http/serve-routes";
import { setTokenBasedAuth, signInAs, userIdByEmail } from "../server/testing/sign-in-as";
import type { LatencySummary } from "./lib/latency-summary";
import { runLoad } from "./lib/run-load";
import { serveHandler } from "./lib/serve-handler";

const CONCURRENCY = 10;
const PATHS = ["/api/v1/authentications/current_user_information", "/api/v1/authentications/verify"];

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const scale = argument("scale") === "small" ? "small" : "large";
  const requests = Number(argument("requests") ?? 2000);
  const testDatabase = await createTestDatabase();
  const handle = createDb(testDatabase.url, { max: CONCURRENCY });
  const results: Record<string, LatencySummary> = {};
  try {
    await migrateDb(handle.db);
    await seedDatabase(handle.db, { scale });
    await handle.db.execute(sql`analyze`);
    const student = await signInAs(handle.db, await userIdByEmail(handle.db, DEMO_USER_EMAILS[0]));
    const server = await serveHandler(serveRoutes(apiRoutes, { db: () => handle.db, auth: apiAuth }));
    try {
      const base = { [AJAX_MARKER_HEADER_NAME]: AJAX_MARKER_VALUE };
      const cookie = `${CSRF_COOKIE_NAME}=bench-csrf-token-0123456789abcdefghij; mirai_session=${student.cookies.mirai_session}`;
      for (const mode of ["session", "token"] as const) {
        await setTokenBasedAuth(handle.db, mode === "token");
        const headers =
          mode === "token" ? { ...base, Cookie: cookie, ...student.headers } : { ...base, Cookie: cookie };
        for (const pathname of PATHS) {
          await runLoad({ baseUrl: server.url, paths: [pathname], requests: 100, concurrency: CONCURRENCY, headers });
          const summary = await runLoad({
            baseUrl: server.url,
            paths: [pathname],
            requests,
            concurrency: CONCURRENCY,
            headers,
          });
          results[`${mode} ${pathname}`] = summary;
          console.info(`${mode.padEnd(8)} ${pathname.padEnd(52)} ${JSON.stringify(summary)}`);
        }
      }
    } finally {
      await server.close();
    }
  } finally {
    await handle.close();
    await testDatabase.close();
  }
  const output = path.join(process.cwd(), "bench", "results", "session-api.json");
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(
    output,
    `${JSON.stringify({ [`pglite-${scale}`]: { measuredAt: new Date().toISOString(), concurrency: CONCURRENCY, requests, results } }, null, 2)}\n`,
  );
}

void main();
