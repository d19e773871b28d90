import net from "node:net";
import { apiPaths } from "../core/api-paths";
import { apiErrorBodySchema } from "../core/api/api-error";
import { closeCachedDb, getDb, REQUEST_CONNECTION_TIMEOUT_MS } from "../db/client";
import { apiAuth, apiRoutes } from "./api-routes";
import { SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from "./platform/http/api-error";
import { serveRoutes } from "./platform/http/serve-routes";
import type { ServerErrorReporter } from "./platform/monitoring/server-error-reporter";
import { apiRequest } from "./testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "./testing/database-setup-timeout";
import { startSwitchableDatabase, type SwitchableDatabase } from "./testing/database-outage/switchable-database";

jest.setTimeout(60_000);

const savedUrl = process.env.DATABASE_URL;
let database: SwitchableDatabase;
const reported: unknown[] = [];
const reporter: ServerErrorReporter = { report: async (error) => void reported.push(error) };
// One handler for the whole file, on the production pool (getDb, DATABASE_URL): recovery must need no new handler.
const handle = serveRoutes(apiRoutes, { errorReporter: () => reporter, auth: apiAuth });

const readFlags = () => handle(apiRequest(apiPaths.appFeatureFlags));
// anonymous: the viewer needs no database, the event field does
const queryGraphql = () =>
  handle(apiRequest(apiPaths.graphql, { method: "POST", body: { query: "{ event(id: 1) { id } }" } }));
const requestSignInMail = () =>
  handle(apiRequest(apiPaths.signInMails, { method: "POST", body: { email: "outage@example.com" } }));

async function expectServiceUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe(String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
  expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
  const body = apiErrorBodySchema.parse(await response.json());
  expect(body.error).toMatchObject({ status: 503, code: "service_unavailable" });
}

beforeAll(async () => {
  database = await startSwitchableDatabase();
  process.env.DATABASE_URL = database.url;
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeCachedDb();
  await database?.close();
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedUrl;
});

beforeEach(() => {
  reported.length = 0;
  jest.spyOn(console, "warn").mockImplementation(() => {});
  jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe("the API while the database is down", () => {
  it("answers 503 service_unavailable with Retry-After, reports no bug, and recovers on the same pool when the database is back", async () => {
    expect((await readFlags()).status).toBe(200);
    const pool = getDb();

    await database.stop();
    // the pool's connections were open when the server went: the first call meets a dead connection or a refused one
    await expectServiceUnavailable(await readFlags());
    await expectServiceUnavailable(await readFlags());
    await expectServiceUnavailable(await requestSignInMail());
    await expectServiceUnavailable(await queryGraphql());
    expect(reported).toEqual([]);
    expect(jest.mocked(console.warn).mock.calls.map(([line]) => String(line))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^API GET \/app_api\/v1\/feature_flags: database unavailable \(/)]),
    );
    // the log line names the cause, never the query, its parameters or the request's body
    for (const [line] of jest.mocked(console.warn).mock.calls)
      expect(String(line)).not.toMatch(/outage@example\.com|params:|select /i);

    await database.start();
    expect((await readFlags()).status).toBe(200);
    expect((await requestSignInMail()).status).toBe(202);
    expect((await queryGraphql()).status).toBe(200);
    expect(getDb()).toBe(pool);
    expect(reported).toEqual([]);
  });

  it("still answers what needs no database (the OpenAPI document) while it is down", async () => {
    await database.stop();
    try {
      expect((await handle(apiRequest(apiPaths.openApiDocument))).status).toBe(200);
    } finally {
      await database.start();
    }
  });

  it("keeps the health check's own answer: 503 with its status body", async () => {
    await database.stop();
    try {
      const response = await handle(apiRequest(apiPaths.healthcheck));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "error", database: "unreachable" });
    } finally {
      await database.start();
    }
  });
});

describe("the API when the database accepts connections but never answers", () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    await closeCachedDb();
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/postgres?sslmode=disable`;
  });

  afterAll(async () => {
    await closeCachedDb();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
    process.env.DATABASE_URL = database.url;
  });

  it(`gives up after ${REQUEST_CONNECTION_TIMEOUT_MS} ms and answers 503 instead of hanging until the function times out`, async () => {
    const started = Date.now();
    await expectServiceUnavailable(await readFlags());
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(REQUEST_CONNECTION_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(REQUEST_CONNECTION_TIMEOUT_MS + 3_000);
    expect(reported).toEqual([]);
  });
});
