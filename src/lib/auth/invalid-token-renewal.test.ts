import { createApiRequester } from "../api/requester";
import { ResponseError } from "../api/errors";
import {
  apiErrorEnvelope,
  sendJson,
  startTestHttpServer,
  type TestHttpServer,
} from "@core/test-support/test-http-server";
import { fakeJwt } from "./test-jwt";
import { createRefreshingTokenProvider } from "./token-provider";
import { requestTokenRefresh } from "./token-refresh-request";

/** Spec §8 "Invalid token | invalid-token error, token treated as needing refresh": refresh once, retry once. */
const NOW_MS = Date.UTC(2026, 0, 15, 3, 0, 0);
// both good for 15 minutes by their own claims: only the server knows the first one is no longer accepted
const refused = fakeJwt({ sub: "u1", sid: "old", exp: NOW_MS / 1000 + 900 });
const renewed = fakeJwt({ sub: "u1", sid: "new", exp: NOW_MS / 1000 + 900 });
const CHALLENGE = { "WWW-Authenticate": 'Bearer error="invalid_token"' };

let server: TestHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** An API that refuses `refused` (and, with `refuseAll`, every token) and a refresh endpoint that answers `refreshTo`. */
async function startApi(options: { refreshTo: string | null; refuseAll?: boolean }) {
  server = await startTestHttpServer((request, response) => {
    if (request.url === "/v1/auth/refresh") {
      if (options.refreshTo === null) sendJson(response, 401, apiErrorEnvelope(401, "invalid_refresh_token", "no"));
      else setTimeout(() => sendJson(response, 200, { token: options.refreshTo, expires_in: 900 }), 20);
      return;
    }
    const authorization = request.headers.authorization;
    if (authorization && (options.refuseAll || authorization === `Bearer ${refused}`)) {
      sendJson(response, 401, apiErrorEnvelope(401, "invalid_token", "bad token"), CHALLENGE);
      return;
    }
    if (request.url === "/api/v1/needs-student" && !authorization) {
      sendJson(response, 401, apiErrorEnvelope(401, "unauthorized", "sign in"));
      return;
    }
    sendJson(response, 200, { signed_in: authorization !== undefined });
  });
  const baseUrl = server.baseUrl;
  let cookie: string | null = refused;
  const forgetToken = jest.fn(() => {
    cookie = null;
  });
  const provider = createRefreshingTokenProvider({
    readToken: () => cookie,
    writeToken: ({ token }) => {
      cookie = token;
    },
    isRefreshEnabled: () => true,
    refresh: () => requestTokenRefresh(baseUrl),
    forgetToken,
    now: () => NOW_MS,
  });
  const received = server.received;
  return {
    client: createApiRequester({ baseUrl, getToken: provider, retryDelayMs: 1 }),
    provider,
    baseUrl,
    forgetToken,
    cookie: () => cookie,
    refreshes: () => received.filter((call) => call.url === "/v1/auth/refresh").length,
    calls: (path: string) => received.filter((call) => call.url === path).map((call) => call.headers.authorization),
  };
}

describe("a token the API refuses (401 invalid_token)", () => {
  it("is refreshed once and the call is sent again with the new token, for a GET and for a mutation", async () => {
    const api = await startApi({ refreshTo: renewed });
    await expect(api.client.request({ path: "/api/v1/x" })).resolves.toEqual({ signed_in: true });
    expect(api.calls("/api/v1/x")).toEqual([`Bearer ${refused}`, `Bearer ${renewed}`]);
    expect(api.cookie()).toBe(renewed);
    await expect(api.client.request({ method: "POST", path: "/api/v1/y", body: {} })).resolves.toEqual({
      signed_in: true,
    });
    expect(api.calls("/api/v1/y")).toEqual([`Bearer ${renewed}`]);
    expect(api.refreshes()).toBe(1);
  });

  it("calls refused at the same time share one refresh", async () => {
    const api = await startApi({ refreshTo: renewed });
    await Promise.all(Array.from({ length: 5 }, (_, i) => api.client.request({ path: `/api/v1/p/${i}` })));
    expect(api.refreshes()).toBe(1);
    for (let i = 0; i < 5; i += 1)
      expect(api.calls(`/api/v1/p/${i}`)).toEqual([`Bearer ${refused}`, `Bearer ${renewed}`]);
  });

  it("when the refresh fails: the token is forgotten and the call is sent once more signed out", async () => {
    const api = await startApi({ refreshTo: null });
    await expect(api.client.request({ path: "/api/v1/x" })).resolves.toEqual({ signed_in: false });
    expect(api.calls("/api/v1/x")).toEqual([`Bearer ${refused}`, undefined]);
    expect(api.forgetToken).toHaveBeenCalledTimes(1);
    expect(api.cookie()).toBeNull();
    // a student-only call then gets the ordinary 401, which the pages handle as signed out
    const error = await api.client.request({ path: "/api/v1/needs-student" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(401);
  });

  it("retries once only: a renewed token refused again ends in the 401", async () => {
    const api = await startApi({ refreshTo: renewed, refuseAll: true });
    const error = await api.client.request({ path: "/api/v1/x" }).catch((caught: unknown) => caught);
    expect((error as ResponseError).status).toBe(401);
    expect(api.calls("/api/v1/x")).toEqual([`Bearer ${refused}`, `Bearer ${renewed}`]);
  });

  it("a 401 without the challenge (a student-only call, anonymous) is not a token problem: no refresh", async () => {
    const api = await startApi({ refreshTo: renewed });
    const anonymous = createApiRequester({ baseUrl: api.baseUrl, getToken: () => null });
    await expect(anonymous.request({ path: "/api/v1/needs-student" })).rejects.toBeInstanceOf(ResponseError);
    expect(api.refreshes()).toBe(0);
  });
});
