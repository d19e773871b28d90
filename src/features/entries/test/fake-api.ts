import { createApiRequester, type ApiRequester } from "@/lib/api/requester";

/** Test support: what the fake API received (jsdom has no fetch, so the requester gets this double). */
export type FakeRequest = { method: string; url: string; headers: Record<string, string>; body: string };
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
export type FakeRoute = (request: FakeRequest, index: number) => FakeAnswer | Promise<FakeAnswer>;

function fakeResponse({ status, body, headers = {} }: FakeAnswer): Response {
  const named = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const text = body === undefined ? "" : JSON.stringify(body);
  const make = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      headers: {
        get: (name: string) =>
          named[name.toLowerCase()] ?? (name.toLowerCase() === "content-type" ? "application/json" : null),
      },
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
      body: null,
      clone: make,
    }) as unknown as Response;
  return make();
}

/** A requester whose every call is answered by `route` (path plus query in `url`). */
export function fakeApi(route: FakeRoute): { client: ApiRequester; received: FakeRequest[] } {
  const received: FakeRequest[] = [];
  const fetchDouble = (async (input: string, init: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const request = {
      method: init.method ?? "GET",
      url: String(input),
      headers,
      body: typeof init.body === "string" ? init.body : "",
    };
    received.push(request);
    return fakeResponse(await route(request, received.length - 1));
  }) as unknown as typeof fetch;
  return {
    client: createApiRequester({
      fetch: fetchDouble,
      getToken: () => null,
      getCsrfToken: () => "csrf-1",
      retryDelayMs: 1,
    }),
    received,
  };
}

export const errorAnswer = (status: number, code: string): FakeAnswer => ({
  status,
  body: { error: { status, code, message: code } },
});
