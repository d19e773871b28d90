import { createApiRequester } from "../api/requester";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@core/test-support/test-http-server";
import { fakeJwt } from "./test-jwt";
import { createRefreshingTokenProvider, type RefreshedToken } from "./token-provider";
import { requestTokenRefresh } from "./token-refresh-request";

const NOW_MS = Date.UTC(2026, 0, 15, 3, 0, 0);
const fresh = fakeJwt({ sub: "u1", exp: NOW_MS / 1000 + 900 });
const expiring = fakeJwt({ sub: "u1", exp: NOW_MS / 1000 + 120 });

function setup(
  initial: string | null,
  options: { enabled?: boolean; refresh?: () => Promise<RefreshedToken | null> } = {},
) {
  let cookie = initial;
  const writes: RefreshedToken[] = [];
  const refresh = jest.fn(options.refresh ?? (async () => ({ token: fresh, expires_in: 900 })));
  const isRefreshEnabled = jest.fn(() => options.enabled ?? true);
  const provider = createRefreshingTokenProvider({
    readToken: () => cookie,
    writeToken: (refreshed) => {
      writes.push(refreshed);
      cookie = refreshed.token;
    },
    isRefreshEnabled,
    refresh,
    now: () => NOW_MS,
  });
  return { provider, refresh, writes, isRefreshEnabled, cookie: () => cookie };
}

describe("createRefreshingTokenProvider", () => {
  it("uses a token that is good for more than 300 s as it is", async () => {
    const { provider, refresh, isRefreshEnabled } = setup(fresh);
    await expect(provider()).resolves.toBe(fresh);
    expect(refresh).not.toHaveBeenCalled();
    expect(isRefreshEnabled).not.toHaveBeenCalled();
  });

  it.each([
    ["absent", null],
    ["without exp", fakeJwt({ sub: "u1" })],
    ["undecodable", "garbage"],
    ["expiring within 300 s", expiring],
  ])("refreshes a token that is %s and stores the new one", async (_name, initial) => {
    const { provider, refresh, writes, cookie } = setup(initial);
    await expect(provider()).resolves.toBe(fresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(writes).toEqual([{ token: fresh, expires_in: 900 }]);
    expect(cookie()).toBe(fresh);
  });

  it("does not refresh while token_based_auth is off: the current token goes as it is", async () => {
    const { provider, refresh } = setup(expiring, { enabled: false });
    await expect(provider()).resolves.toBe(expiring);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("ignores a failed refresh: no throw, the request goes on with the old token or none", async () => {
    const failing = setup(expiring, { refresh: async () => Promise.reject(new Error("network down")) });
    await expect(failing.provider()).resolves.toBe(expiring);
    const refused = setup(null, { refresh: async () => null });
    await expect(refused.provider()).resolves.toBeNull();
    expect(refused.writes).toEqual([]);
  });

  it("tries again on a later call after a failure", async () => {
    let calls = 0;
    const { provider } = setup(null, {
      refresh: async () => {
        calls += 1;
        return calls === 1 ? null : { token: fresh, expires_in: 900 };
      },
    });
    await expect(provider()).resolves.toBeNull();
    await expect(provider()).resolves.toBe(fresh);
  });
});

describe("refresh through the API requester against a real HTTP server", () => {
  let server: TestHttpServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("20 parallel requests with an expiring token make exactly one refresh call and all carry the new token", async () => {
    server = await startTestHttpServer((request, response) => {
      if (request.url === "/v1/auth/refresh") {
        setTimeout(() => sendJson(response, 200, { token: fresh, expires_in: 900 }), 30);
        return;
      }
      sendJson(response, 200, { ok: true });
    });
    const baseUrl = server.baseUrl;
    let cookie: string | null = expiring;
    const provider = createRefreshingTokenProvider({
      readToken: () => cookie,
      writeToken: ({ token }) => {
        cookie = token;
      },
      isRefreshEnabled: async () => true,
      refresh: () => requestTokenRefresh(baseUrl),
      now: () => NOW_MS,
    });
    const client = createApiRequester({ baseUrl, getToken: provider });

    await Promise.all(Array.from({ length: 20 }, (_, i) => client.request({ path: `/api/v1/x/${i}` })));

    const refreshes = server.received.filter((r) => r.url === "/v1/auth/refresh");
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.headers["x-requested-with"]).toBe("XMLHttpRequest");
    const apiCalls = server.received.filter((r) => r.url.startsWith("/api/"));
    expect(apiCalls).toHaveLength(20);
    for (const call of apiCalls) expect(call.headers.authorization).toBe(`Bearer ${fresh}`);
    expect(cookie).toBe(fresh);
  });

  it("a refresh answering 401 leaves the requests without a token, and they still go out", async () => {
    server = await startTestHttpServer((request, response) => {
      if (request.url === "/v1/auth/refresh")
        sendJson(response, 401, { error: { status: 401, code: "unauthorized", message: "no" } });
      else sendJson(response, 200, { ok: true });
    });
    const baseUrl = server.baseUrl;
    const provider = createRefreshingTokenProvider({
      readToken: () => null,
      writeToken: () => undefined,
      isRefreshEnabled: () => true,
      refresh: () => requestTokenRefresh(baseUrl),
      now: () => NOW_MS,
    });
    const client = createApiRequester({ baseUrl, getToken: provider });

    await expect(client.request({ path: "/api/v1/x" })).resolves.toEqual({ ok: true });
    const apiCall = server.received.find((r) => r.url === "/api/v1/x");
    expect(apiCall!.headers.authorization).toBeUndefined();
  });
});

describe("requestTokenRefresh", () => {
  let server: TestHttpServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it.each([
    ["a token without expires_in", { token: "t" }],
    ["an empty token", { token: "", expires_in: 900 }],
    ["a non-positive expiry", { token: "t", expires_in: 0 }],
  ])("answers null for %s", async (_name, body) => {
    server = await startTestHttpServer((_request, response) => sendJson(response, 200, body));
    await expect(requestTokenRefresh(server.baseUrl)).resolves.toBeNull();
  });
});
