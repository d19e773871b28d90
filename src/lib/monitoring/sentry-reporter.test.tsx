import { request } from "node:http";
import { captureException, flush, init, makeFetchTransport } from "@sentry/react";
import { startTestHttpServer, type TestHttpServer } from "@core/test-support/test-http-server";
import { sentryOptions } from "./sentry-reporter";

/**
 * The real @sentry/react SDK against a local HTTP server standing in for Sentry's ingest. jsdom has no fetch, so the
 * SDK's own fetch transport is handed a minimal fetch over node:http; everything else is the SDK as configured.
 */
const nodeHttpFetch = ((url: string, init: { method?: string; body?: string | Uint8Array }) =>
  new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          headers: { get: (name: string) => (response.headers[name.toLowerCase()] as string | undefined) ?? null },
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end(init.body);
  })) as unknown as typeof fetch;

type EnvelopeEvent = {
  exception?: { values: Array<{ type: string; value: string }> };
  request?: { url?: string; headers?: Record<string, string> };
  user?: unknown;
  breadcrumbs?: Array<{ category?: string; data?: Record<string, unknown> }>;
};

describe("error reporting with @sentry/react against a local ingest", () => {
  let ingest: TestHttpServer;
  const events = (): EnvelopeEvent[] =>
    ingest.received.flatMap(({ body }) => {
      const [, itemHeader, payload] = body.split("\n");
      return itemHeader && JSON.parse(itemHeader).type === "event" ? [JSON.parse(payload!) as EnvelopeEvent] : [];
    });

  beforeAll(async () => {
    ingest = await startTestHttpServer((_request, response) => {
      response.writeHead(200, { "Access-Control-Allow-Origin": "*" });
      response.end("{}");
    });
    const dsn = ingest.baseUrl.replace("http://", "http://publickey@") + "/1";
    // silenced before init, so that the SDK's console instrumentation wraps the silent one and still sees each call
    jest.spyOn(console, "info").mockImplementation(() => {});
    init({
      ...sentryOptions({ dsn, environment: "production" }),
      transport: (options) => makeFetchTransport(options, nodeHttpFetch),
    });
  });
  beforeEach(() => {
    ingest.received.length = 0;
    window.history.pushState({}, "", "/events/internship/1?mail=hanako%40example.jp#top");
  });
  afterAll(() => ingest.close());

  test("an error is sent once, with the page URL but not its query, and no user", async () => {
    console.info("a console line that must not become a breadcrumb: hanako@example.jp");
    captureException(new Error("the card list broke"));
    await flush(2000);
    const sent = events();
    expect(sent).toHaveLength(1);
    const [event] = sent;
    expect(event!.exception!.values.at(-1)).toMatchObject({ type: "Error", value: "the card list broke" });
    expect(event!.request!.url).toBe("http://localhost/events/internship/1");
    expect(event).not.toHaveProperty("user");
    expect(event!.breadcrumbs ?? []).not.toContainEqual(expect.objectContaining({ category: "console" }));
    expect(ingest.received.map(({ body }) => body).join("")).not.toMatch(/hanako|mail=/);
  });

  test.each<[string, unknown]>([
    ["failed fetch", new TypeError("Failed to fetch")],
    ["failed fetch, Safari", new TypeError("Load failed")],
    [
      "failed module import",
      new TypeError("Failed to fetch dynamically imported module: http://localhost/component---src-pages-index-tsx.js"),
    ],
    ["failed chunk", Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" })],
    ["aborted request", new DOMException("The operation was aborted.", "AbortError")],
  ])("noise is never sent: %s", async (_label, noise) => {
    captureException(noise);
    await flush(2000);
    expect(events()).toHaveLength(0);
  });

  test("an uncaught error is captured; an unhandled rejection is not (logged only)", async () => {
    window.onerror?.("Uncaught Error: from a handler", "http://localhost/app.js", 1, 1, new Error("from a handler"));
    window.onunhandledrejection?.call(
      window,
      Object.assign(new Event("unhandledrejection"), {
        reason: new Error("rejected"),
        promise: Promise.resolve(),
      }) as PromiseRejectionEvent,
    );
    await flush(2000);
    expect(events().map((event) => event.exception?.values.at(-1)?.value)).toEqual(["from a handler"]);
  });
});
