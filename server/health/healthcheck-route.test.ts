import net from "node:net";
import { closeCachedDb, createDb } from "../../db/client";
import { createTestDatabase, type TestDatabase } from "../../db/testing";
import { healthcheckResponseSchema } from "../../core/api/healthcheck";
import { apiRequest } from "../testing/api-request";
import { DATABASE_SETUP_TIMEOUT_MS } from "../testing/database-setup-timeout";
import { loadFunction, type FunctionModule } from "../testing/load-function";
import { isDatabaseReachable } from "./database-health";

let database: TestDatabase;
let healthcheckFunction: FunctionModule["default"];

beforeAll(async () => {
  database = await createTestDatabase();
  healthcheckFunction = (await loadFunction("healthcheck")).default;
}, DATABASE_SETUP_TIMEOUT_MS);

afterEach(async () => {
  await closeCachedDb();
  delete process.env.DATABASE_URL;
});

afterAll(async () => {
  await database.close();
});

/** A port nothing listens on: bound, noted, released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const databaseUrlAt = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;

describe("GET /api/v1/healthcheck", () => {
  it("answers 200 when the database answers", async () => {
    process.env.DATABASE_URL = database.url;
    const response = await healthcheckFunction(apiRequest("/api/v1/healthcheck"));
    expect(response.status).toBe(200);
    expect(healthcheckResponseSchema.parse(await response.json())).toEqual({ status: "ok", database: "reachable" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 503 when nothing listens at DATABASE_URL", async () => {
    process.env.DATABASE_URL = databaseUrlAt(await closedPort());
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const response = await healthcheckFunction(apiRequest("/api/v1/healthcheck"));
      expect(response.status).toBe(503);
      expect(healthcheckResponseSchema.parse(await response.json())).toEqual({
        status: "error",
        database: "unreachable",
      });
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    } finally {
      warn.mockRestore();
    }
  });

  it("answers 403 without the ajax marker", async () => {
    expect((await healthcheckFunction(apiRequest("/api/v1/healthcheck", { ajaxMarker: false }))).status).toBe(403);
  });
});

describe("isDatabaseReachable", () => {
  it("gives up after the timeout when the server accepts but never answers", async () => {
    const sockets = new Set<net.Socket>();
    const silentServer = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silentServer.listen(0, "127.0.0.1", resolve));
    const handle = createDb(databaseUrlAt((silentServer.address() as net.AddressInfo).port));
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const startedAt = Date.now();
      expect(await isDatabaseReachable(handle.db, 200)).toBe(false);
      expect(Date.now() - startedAt).toBeLessThan(1500);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silentServer.close(() => resolve()));
      await handle.close();
      warn.mockRestore();
    }
  });
});
