import { z } from "zod";
import { apiRequest } from "../../testing/api-request";
import { defineRoute } from "../http/define-route";
import { serveRoutes } from "../http/serve-routes";
import { startIngest, type Ingest } from "../../testing/sentry-ingest";
import { readServerMonitoringConfig } from "./monitoring-env";
import { reportingRequestErrors, reportingScheduledErrors } from "../http/reporting-errors";
import { createServerErrorReporter, serverErrorReporter, type ServerErrorReporter } from "./server-error-reporter";

const PERSONAL = ["hanako", "example.jp", "山田"];

const failingRoute = defineRoute(
  {
    operationId: "testFailingNote",
    summary: "test unexpected error",
    paths: ["/api/v1/test/students/:id/notes"],
    methods: ["POST"],
    auth: "public",
    params: z.object({ id: z.string() }),
    body: z.strictObject({ email: z.string(), name: z.string() }),
    response: z.object({}),
  },
  async () => {
    throw new Error('Failed query: insert into "notes" values ($1, $2)\nparams: hanako@example.jp,山田花子');
  },
);

const noDatabase = () => {
  throw new Error("these routes never use the database");
};

function failingRequest() {
  return apiRequest("/api/v1/test/students/4242/notes?email=hanako%40example.jp", {
    method: "POST",
    body: { email: "hanako@example.jp", name: "山田花子" },
    headers: { "x-nf-request-id": "01HEADERREQUESTID" },
  });
}

describe("server error reporting against a local ingest", () => {
  let ingest: Ingest;
  let reporter: ServerErrorReporter;
  let logged: jest.SpyInstance;

  beforeEach(async () => {
    ingest = await startIngest();
    reporter = createServerErrorReporter({ dsn: ingest.dsn, environment: "test" });
    logged = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(async () => {
    logged.mockRestore();
    await ingest.close();
  });

  test("a 500 is sent once, with route pattern, method, status and request id, and nothing from the request", async () => {
    const handle = serveRoutes([failingRoute], { db: noDatabase, errorReporter: () => reporter });
    const response = await handle(failingRequest(), { requestId: "01CONTEXTREQUESTID" });
    expect(response.status).toBe(500);

    expect(ingest.received).toHaveLength(1);
    const [event] = ingest.events();
    expect(event).toMatchObject({
      level: "error",
      environment: "test",
      transaction: "POST /api/v1/test/students/:id/notes",
      tags: {
        route: "/api/v1/test/students/:id/notes",
        method: "POST",
        status: "500",
        request_id: "01CONTEXTREQUESTID",
      },
    });
    expect(event).not.toHaveProperty("request");
    expect(event).not.toHaveProperty("user");
    const exception = (event!.exception as { values: Array<{ value: string; stacktrace: { frames: unknown[] } }> })
      .values[0]!;
    expect(exception.value).toBe('Failed query: insert into "notes" values ($1, $2)\nparams: [removed]');
    expect(exception.stacktrace.frames.length).toBeGreaterThan(0);
    const sent = ingest.received[0]!.body;
    for (const text of [...PERSONAL, "4242", "?email"]) expect(sent).not.toContain(text);
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/hanako|山田|4242/);
  });

  test("without Netlify's context the request id comes from x-nf-request-id; with waitUntil the report leaves after the answer", async () => {
    const handle = serveRoutes([failingRoute], { db: noDatabase, errorReporter: () => reporter });
    await handle(failingRequest());
    expect(ingest.events()[0]).toMatchObject({ tags: { request_id: "01HEADERREQUESTID" } });

    const pending: Array<Promise<unknown>> = [];
    const response = await handle(failingRequest(), {
      waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    });
    expect(response.status).toBe(500);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect(ingest.events()).toHaveLength(2);
  });

  test("answers that are not unexpected (404, 400) are never reported", async () => {
    const handle = serveRoutes([failingRoute], { db: noDatabase, errorReporter: () => reporter });
    expect((await handle(apiRequest("/api/v1/test/nowhere"))).status).toBe(404);
    expect(
      (await handle(apiRequest("/api/v1/test/students/1/notes", { method: "POST", body: { email: 1 } }))).status,
    ).toBe(400);
    expect(ingest.received).toHaveLength(0);
  });

  test("a failing scheduled function is reported once under its name and answers 500; a good run reports nothing", async () => {
    const failing = reportingScheduledErrors(
      "lottery-draw",
      async () => {
        throw new Error("draw failed for hanako@example.jp");
      },
      () => reporter,
    );
    const response = await failing(new Request("http://localhost/.netlify/functions/lottery-draw"), {
      requestId: "01SCHEDULED",
    });
    expect(response.status).toBe(500);
    expect(ingest.events()).toEqual([
      expect.objectContaining({
        tags: { route: "lottery-draw", method: "SCHEDULED", status: "500", request_id: "01SCHEDULED" },
      }),
    ]);
    expect(ingest.received[0]!.body).not.toContain("hanako");

    const good = reportingScheduledErrors(
      "mark-absences",
      async () => new Response(null, { status: 204 }),
      () => reporter,
    );
    expect((await good()).status).toBe(204);
    expect(ingest.received).toHaveLength(1);
  });

  test("a function outside the API (a page, the image proxy) reports under its path pattern, never the concrete URL", async () => {
    const failing = reportingRequestErrors(
      "/events/*",
      async () => {
        throw new Error("render failed for hanako@example.jp");
      },
      () => reporter,
    );
    const response = await failing(new Request("http://localhost/events/internship/4242?email=hanako%40example.jp"), {
      requestId: "01PAGE",
    });
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("サーバーエラー");
    expect(ingest.events()).toEqual([
      expect.objectContaining({ tags: { route: "/events/*", method: "GET", status: "500", request_id: "01PAGE" } }),
    ]);
    for (const leak of ["hanako", "4242", "email="]) expect(ingest.received[0]!.body).not.toContain(leak);

    const good = reportingRequestErrors(
      "/events/*",
      async () => new Response("ok"),
      () => reporter,
    );
    expect(await (await good(new Request("http://localhost/events/internship/1"))).text()).toBe("ok");
    expect(ingest.received).toHaveLength(1);
  });
});

describe("readServerMonitoringConfig", () => {
  test("off when SENTRY_DSN is unset", () => {
    expect(readServerMonitoringConfig({})).toBeNull();
  });

  test("the environment is SENTRY_ENVIRONMENT, else Netlify's CONTEXT, else development", () => {
    const dsn = "https://key@o1.ingest.sentry.io/2";
    expect(readServerMonitoringConfig({ SENTRY_DSN: dsn })).toEqual({ dsn, environment: "development" });
    expect(readServerMonitoringConfig({ SENTRY_DSN: dsn, CONTEXT: "production" })).toEqual({
      dsn,
      environment: "production",
    });
    expect(
      readServerMonitoringConfig({ SENTRY_DSN: dsn, CONTEXT: "production", SENTRY_ENVIRONMENT: "staging" }),
    ).toEqual({ dsn, environment: "staging" });
  });

  test("a DSN that is not a URL is refused", () => {
    expect(() => readServerMonitoringConfig({ SENTRY_DSN: "not a dsn" })).toThrow();
  });
});

describe("serverErrorReporter (this process's, from SENTRY_DSN)", () => {
  const key = Symbol.for("mirai.monitoring.serverErrorReporter");
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[key];
    jest.restoreAllMocks();
  });

  test("none when SENTRY_DSN is unset", () => {
    expect(serverErrorReporter({})).toBeNull();
  });

  test("an invalid SENTRY_DSN turns reporting off with one log line instead of crashing the 500", () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(serverErrorReporter({ SENTRY_DSN: "not a dsn" })).toBeNull();
    expect(logged).toHaveBeenCalledWith("SENTRY_DSN is not a URL: server errors are logged only");
  });

  test("made once per process", () => {
    const reporter = serverErrorReporter({ SENTRY_DSN: "http://publickey@127.0.0.1:9/1" });
    expect(reporter).not.toBeNull();
    expect(serverErrorReporter({})).toBe(reporter);
  });
});
