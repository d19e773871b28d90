import { abortPendingRequests, pendingRequestCount } from "../api/pending-requests";
import { createGraphqlFetch } from "./graphql-fetch";

describe("createGraphqlFetch", () => {
  beforeEach(() => {
    document.cookie = "csrf_token=csrf-abc; path=/";
    document.cookie = "token=stale-token; path=/";
  });

  afterEach(() => {
    document.cookie = "csrf_token=; max-age=0; path=/";
    document.cookie = "token=; max-age=0; path=/";
  });

  it("sends the marker, the CSRF token and the token provider's (refreshed) bearer token, not the stale cookie", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return { ok: true } as unknown as Response;
    }) as unknown as typeof fetch;
    const graphqlFetch = createGraphqlFetch(fakeFetch, async () => "refreshed-token");
    await graphqlFetch("/api/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.headers).toMatchObject({
      "X-Requested-With": "XMLHttpRequest",
      "X-CSRF-Token": "csrf-abc",
      Authorization: "Bearer refreshed-token",
    });
    expect(calls[0]!.init.credentials).toBe("include");
  });

  it("renews a token the API refuses (401 invalid_token) once and sends the call again (spec §8)", async () => {
    const sent: unknown[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      const authorization = (init.headers as Record<string, string>).Authorization;
      sent.push(authorization);
      // jsdom has no Response: the fields the fetch reads
      const refusedToken = authorization === "Bearer refused";
      const challenge = refusedToken ? 'Bearer error="invalid_token"' : null;
      return { status: refusedToken ? 401 : 200, headers: { get: () => challenge }, body: null };
    }) as unknown as typeof fetch;
    const renew = jest.fn(async () => "renewed");
    const graphqlFetch = createGraphqlFetch(
      fakeFetch,
      Object.assign(async () => "refused", { renew }),
    );
    const response = await graphqlFetch("/api/graphql", { method: "POST", body: "{}" });
    expect(response.status).toBe(200);
    expect(sent).toEqual(["Bearer refused", "Bearer renewed"]);
    expect(renew).toHaveBeenCalledWith("refused");
    // no new token: sent once more without one (signed out); never a third time
    sent.length = 0;
    const signedOut = createGraphqlFetch(
      fakeFetch,
      Object.assign(async () => "refused", { renew: async () => null }),
    );
    expect((await signedOut("/api/graphql", { method: "POST", body: "{}" })).status).toBe(200);
    expect(sent).toEqual(["Bearer refused", undefined]);
  });

  it("sends no Authorization header when there is no token", async () => {
    const headers: unknown[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      headers.push(init.headers);
      return { ok: true } as unknown as Response;
    }) as unknown as typeof fetch;
    await createGraphqlFetch(fakeFetch, () => null)("/api/graphql", { method: "POST" });
    expect(headers[0]).not.toHaveProperty("Authorization");
  });

  it("is a pending request until it settles, aborted by abortPendingRequests (spec §4 before unload)", async () => {
    let seen: AbortSignal | undefined;
    const fakeFetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        seen = init.signal ?? undefined;
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const pending = createGraphqlFetch(fakeFetch, () => null)("/api/graphql", { method: "POST" }).catch(
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pendingRequestCount()).toBe(1);

    abortPendingRequests();
    expect(seen?.aborted).toBe(true);
    expect((await pending) as Error).toHaveProperty("name", "AbortError");
    expect(pendingRequestCount()).toBe(0);
  });

  it("still aborts when the caller's signal aborts, and forgets a settled call", async () => {
    const caller = new AbortController();
    const fakeFetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      )) as unknown as typeof fetch;
    const pending = createGraphqlFetch(fakeFetch, () => null)("/api/graphql", {
      method: "POST",
      signal: caller.signal,
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 0));
    caller.abort(new Error("caller gave up"));
    expect(await pending).toEqual(new Error("caller gave up"));
    expect(pendingRequestCount()).toBe(0);

    await createGraphqlFetch((async () => ({ ok: true }) as Response) as unknown as typeof fetch, () => null)(
      "/api/graphql",
      {},
    );
    expect(pendingRequestCount()).toBe(0);
  });
});
