import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { createApiRequester, type ApiClientOptions } from "./requester";
import { FetchError, InvalidResponseError, ResponseError, isAbortError } from "./errors";
import { abortPendingRequests, abortPendingRequestsOnUnload, pendingRequestCount } from "./pending-requests";
import {
  apiErrorEnvelope,
  sendJson,
  startTestHttpServer,
  type TestHandler,
  type TestHttpServer,
} from "@core/test-support/test-http-server";

let server: TestHttpServer | undefined;

afterEach(async () => {
  abortPendingRequests();
  await server?.close();
  server = undefined;
});

async function serve(handler: TestHandler, options: ApiClientOptions = {}) {
  server = await startTestHttpServer(handler);
  const client = createApiRequester({ baseUrl: server.baseUrl, retryDelayMs: 5, ...options });
  return { client, received: server.received };
}

async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];

describe("request headers and credentials", () => {
  it("sends the JSON, ajax-marker, CSRF and bearer headers", async () => {
    const { client, received } = await serve((_req, res) => sendJson(res, 200, { ok: true }), {
      getToken: () => "jwt-abc",
      getCsrfToken: () => "csrf-123",
    });

    await client.request({ path: "/api/v1/company_groups" });

    const headers = received[0]!.headers;
    expect(headers["accept"]).toBe("application/json");
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["x-requested-with"]).toBe("XMLHttpRequest");
    expect(headers["x-csrf-token"]).toBe("csrf-123");
    expect(headers["authorization"]).toBe("Bearer jwt-abc");
  });

  it("sends a call's extra headers (Idempotency-Key) without letting them replace the marker or CSRF headers", async () => {
    const { client, received } = await serve((_req, res) => sendJson(res, 201, {}), { getCsrfToken: () => "csrf-123" });

    await client.request({
      method: "POST",
      path: "/x",
      body: {},
      headers: { "Idempotency-Key": "key-1", "X-Requested-With": "other", "X-CSRF-Token": "forged" },
    });

    expect(received[0]!.headers["idempotency-key"]).toBe("key-1");
    expect(received[0]!.headers["x-requested-with"]).toBe("XMLHttpRequest");
    expect(received[0]!.headers["x-csrf-token"]).toBe("csrf-123");
  });

  it("shows a 2xx answer's headers to onHeaders (an ETag for a conditional poll); a 304 is a ResponseError", async () => {
    const { client, received } = await serve((req, res) => {
      if (req.headers["if-none-match"] === 'W/"v1"') {
        res.writeHead(304, { ETag: 'W/"v1"' }).end();
        return;
      }
      res.setHeader("ETag", 'W/"v1"');
      sendJson(res, 200, { messages: [] });
    });
    let etag: string | null = null;
    await expect(
      client.request({ path: "/thread", onHeaders: (headers) => (etag = headers.get("ETag")) }),
    ).resolves.toEqual({ messages: [] });
    expect(etag).toBe('W/"v1"');
    const unchanged = client.request({ path: "/thread", headers: { "If-None-Match": etag! } });
    await expect(unchanged).rejects.toBeInstanceOf(ResponseError);
    await expect(unchanged).rejects.toMatchObject({ status: 304 });
    expect(received).toHaveLength(2); // a 304 is not retried
  });

  it("omits Authorization and X-CSRF-Token when there is no token", async () => {
    const { client, received } = await serve((_req, res) => sendJson(res, 200, {}), {
      getToken: () => null,
      getCsrfToken: () => null,
    });

    await client.request({ path: "/x" });

    expect(received[0]!.headers).not.toHaveProperty("authorization");
    expect(received[0]!.headers).not.toHaveProperty("x-csrf-token");
  });

  it("awaits an asynchronous token provider (the seam for token refresh)", async () => {
    const { client, received } = await serve((_req, res) => sendJson(res, 200, {}), {
      getToken: async () => "refreshed-token",
    });

    await client.request({ path: "/x" });

    expect(received[0]!.headers["authorization"]).toBe("Bearer refreshed-token");
  });

  it("includes credentials on every request", async () => {
    const seen: RequestInit[] = [];
    const { client } = await serve((_req, res) => sendJson(res, 200, {}), {
      fetch: (input, init) => {
        seen.push(init ?? {});
        return fetch(input, init);
      },
    });

    await client.request({ path: "/x" });
    await client.request({ method: "POST", path: "/x", body: {} });

    expect(seen.map((init) => init.credentials)).toEqual(["include", "include"]);
  });
});

describe("URL, query string and body", () => {
  it("encodes arrays as repeated bracketed keys, dates as ISO 8601 and omits null/undefined", async () => {
    const { client, received } = await serve((_req, res) => sendJson(res, 200, {}));

    await client.request({
      path: "/api/v1/events",
      query: {
        prefectures: [13, 14],
        "company_ids[]": [7],
        start_at: new Date(Date.UTC(2025, 3, 1, 0, 30)),
        search_query: "東京 IT&金融",
        page: 2,
        is_mirai_hosting_event: true,
        sort: undefined,
        category: null,
        graduates: [],
      },
    });

    expect(received[0]!.url).toBe(
      "/api/v1/events?prefectures[]=13&prefectures[]=14&company_ids[]=7" +
        "&start_at=2025-04-01T00%3A30%3A00.000Z" +
        `&search_query=${encodeURIComponent("東京 IT&金融")}` +
        "&page=2&is_mirai_hosting_event=true",
    );
  });

  it("sends the method and a JSON body", async () => {
    const { client, received } = await serve((_req, res) => sendJson(res, 201, { id: 5 }));

    const result = await client.request({
      method: "PATCH",
      path: "/api/v1/users/graduate_year",
      body: { graduate_year: 2027, at: new Date(Date.UTC(2025, 0, 2)) },
    });

    expect(result).toEqual({ id: 5 });
    expect(received[0]!.method).toBe("PATCH");
    expect(JSON.parse(received[0]!.body)).toEqual({ graduate_year: 2027, at: "2025-01-02T00:00:00.000Z" });
  });

  it("sends no body on GET", async () => {
    const { client, received } = await serve((_req, res) => sendJson(res, 200, {}));

    await client.request({ path: "/x" });

    expect(received[0]!.method).toBe("GET");
    expect(received[0]!.body).toBe("");
  });
});

describe("responses", () => {
  it("returns null for 204", async () => {
    const { client } = await serve((_req, res) => {
      res.writeHead(204);
      res.end();
    });

    await expect(client.request({ method: "DELETE", path: "/x" })).resolves.toBeNull();
  });

  it("treats any 2xx as success", async () => {
    const { client } = await serve((_req, res) => sendJson(res, 202, { accepted: true }));

    await expect(client.request({ method: "POST", path: "/x" })).resolves.toEqual({ accepted: true });
  });

  it("validates the body with the given schema", async () => {
    const { client } = await serve((_req, res) => sendJson(res, 200, { enabled: true, extra: 1 }));

    const result = await client.request({ path: "/x", schema: z.object({ enabled: z.boolean() }) });

    expect(result).toEqual({ enabled: true });
  });

  it("raises InvalidResponseError when the body does not match the schema", async () => {
    const { client } = await serve((_req, res) => sendJson(res, 200, { enabled: "yes" }));

    const error = await client
      .request({ path: "/x", schema: z.object({ enabled: z.boolean() }) })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).status).toBe(200);
  });

  it("raises InvalidResponseError when a 2xx body is not JSON", async () => {
    const { client } = await serve((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("<html></html>");
    });

    await expect(client.request({ path: "/x" })).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it("raises ResponseError with status, parsed error body and a readable response", async () => {
    const envelope = apiErrorEnvelope(403, "csrf_invalid", "CSRF token is missing or wrong");
    const { client } = await serve((_req, res) => sendJson(res, 403, envelope));

    const error = await client.request({ method: "POST", path: "/x", body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ResponseError);
    const responseError = error as ResponseError;
    expect(responseError.message).toBe("Response returned an error code");
    expect(responseError.status).toBe(403);
    expect(responseError.body).toEqual(envelope);
    await expect(responseError.response.json()).resolves.toEqual(envelope);
  });

  it("gives a null body when the error response is not the API envelope", async () => {
    const { client } = await serve((_req, res) => {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found");
    });

    const error = (await client.request({ path: "/x" }).catch((e: unknown) => e)) as ResponseError;

    expect(error).toBeInstanceOf(ResponseError);
    expect(error.status).toBe(404);
    expect(error.body).toBeNull();
  });
});

describe("retries", () => {
  it.each(RETRYABLE)("retries a GET exactly once on %i and then raises ResponseError", async (status) => {
    const { client, received } = await serve((_req, res) => sendJson(res, status, apiErrorEnvelope(status, "e", "m")));

    const error = await client.request({ path: "/x" }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(status);
    expect(received).toHaveLength(2);
    expect(received.every((request) => request.method === "GET")).toBe(true);
  });

  it("retries a HEAD once", async () => {
    const { client, received } = await serve((_req, res) => {
      res.writeHead(503);
      res.end();
    });

    await expect(client.request({ method: "HEAD", path: "/x" })).rejects.toBeInstanceOf(ResponseError);
    expect(received).toHaveLength(2);
  });

  it("succeeds when the retry succeeds after one 503", async () => {
    const { client, received } = await serve((_req, res, index) =>
      index === 0
        ? sendJson(res, 503, apiErrorEnvelope(503, "unavailable", "m"))
        : sendJson(res, 200, { enabled: true }),
    );

    await expect(client.request({ path: "/x" })).resolves.toEqual({ enabled: true });
    expect(received).toHaveLength(2);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("never retries a %s on 503", async (method) => {
    const { client, received } = await serve((_req, res) => sendJson(res, 503, apiErrorEnvelope(503, "e", "m")));

    const error = await client.request({ method, path: "/x", body: { a: 1 } }).catch((e: unknown) => e);

    expect((error as ResponseError).status).toBe(503);
    expect(received).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 422, 501])("does not retry a GET on %i", async (status) => {
    const { client, received } = await serve((_req, res) => sendJson(res, status, apiErrorEnvelope(status, "e", "m")));

    await expect(client.request({ path: "/x" })).rejects.toBeInstanceOf(ResponseError);
    expect(received).toHaveLength(1);
  });

  it("waits for a Retry-After of up to 2 seconds", async () => {
    const { client, received } = await serve((_req, res, index) =>
      index === 0 ? sendJson(res, 429, {}, { "Retry-After": "1" }) : sendJson(res, 200, {}),
    );

    const started = Date.now();
    await client.request({ path: "/x" });

    expect(received).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("uses the short fixed delay when Retry-After is longer than 2 seconds", async () => {
    const { client, received } = await serve((_req, res, index) =>
      index === 0 ? sendJson(res, 503, {}, { "Retry-After": "120" }) : sendJson(res, 200, {}),
    );

    const started = Date.now();
    await client.request({ path: "/x" });

    expect(received).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("network failures", () => {
  it("raises FetchError after one retry when the connection is refused on GET", async () => {
    const port = await unusedPort();
    let calls = 0;
    const client = createApiRequester({
      baseUrl: `http://127.0.0.1:${port}`,
      retryDelayMs: 5,
      fetch: (input, init) => {
        calls += 1;
        return fetch(input, init);
      },
    });

    const error = await client.request({ path: "/x" }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(
      "The request failed and the interceptors did not return an alternative response",
    );
    expect((error as FetchError).cause).toHaveProperty("name", "TypeError"); // undici TypeError (other realm than Jest's)
    expect(calls).toBe(2);
  });

  it("does not retry a POST whose connection is refused", async () => {
    const port = await unusedPort();
    let calls = 0;
    const client = createApiRequester({
      baseUrl: `http://127.0.0.1:${port}`,
      fetch: (input, init) => {
        calls += 1;
        return fetch(input, init);
      },
    });

    await expect(client.request({ method: "POST", path: "/x", body: {} })).rejects.toBeInstanceOf(FetchError);
    expect(calls).toBe(1);
  });
});

describe("aborting", () => {
  function hangingServer() {
    let notifyReceived: () => void = () => {};
    const receivedOnce = new Promise<void>((resolve) => (notifyReceived = resolve));
    const handler: TestHandler = () => notifyReceived();
    return { handler, receivedOnce };
  }

  it("abortPendingRequests aborts an in-flight request and forgets it", async () => {
    const { handler, receivedOnce } = hangingServer();
    const { client, received } = await serve(handler);

    const pending = client.request({ path: "/slow" }).catch((e: unknown) => e);
    await receivedOnce;
    expect(pendingRequestCount()).toBe(1);
    abortPendingRequests();
    const error = await pending;

    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(FetchError);
    expect(received).toHaveLength(1);
    expect(pendingRequestCount()).toBe(0);
  });

  it("aborts pending requests when the unload target fires pagehide", async () => {
    const { handler, receivedOnce } = hangingServer();
    const { client } = await serve(handler);
    const fakeWindow = new EventTarget();
    abortPendingRequestsOnUnload(fakeWindow);

    const pending = client.request({ path: "/slow" }).catch((e: unknown) => e);
    await receivedOnce;
    fakeWindow.dispatchEvent(new Event("pagehide"));

    expect(isAbortError(await pending)).toBe(true);
  });

  it("aborts pending requests on beforeunload", async () => {
    const { handler, receivedOnce } = hangingServer();
    const { client } = await serve(handler);
    const fakeWindow = new EventTarget();
    abortPendingRequestsOnUnload(fakeWindow);

    const pending = client.request({ path: "/slow" }).catch((e: unknown) => e);
    await receivedOnce;
    fakeWindow.dispatchEvent(new Event("beforeunload"));

    expect(isAbortError(await pending)).toBe(true);
  });

  it("honours the caller's signal and does not retry an aborted GET", async () => {
    const { handler, receivedOnce } = hangingServer();
    const { client, received } = await serve(handler);
    const controller = new AbortController();

    const pending = client.request({ path: "/slow", signal: controller.signal }).catch((e: unknown) => e);
    await receivedOnce;
    controller.abort();

    expect(isAbortError(await pending)).toBe(true);
    expect(received).toHaveLength(1);
  });

  it("stops waiting for a retry when aborted during the delay", async () => {
    const { client, received } = await serve((_req, res) => sendJson(res, 503, {}), { retryDelayMs: 10_000 });
    const controller = new AbortController();

    const pending = client.request({ path: "/x", signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();

    expect(isAbortError(await pending)).toBe(true);
    expect(received).toHaveLength(1);
  });
});
