import { abortPendingRequestsOnWindowUnload, pendingRequestCount, trackPendingRequest } from "./pending-requests";
import { createApiRequester } from "./requester";

// jsdom project: the defaults that only apply where `window` and `document` exist.

afterEach(() => {
  document.cookie = "token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  document.cookie = "csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

function recordingFetch() {
  const seen: Headers[] = [];
  const fetchDouble: typeof fetch = async (_input, init) => {
    seen.push(new Headers(init?.headers));
    return { ok: true, status: 204, text: async () => "" } as Response;
  };
  return { seen, fetchDouble };
}

describe("default token and CSRF readers", () => {
  it("reads the token and csrf_token cookies", async () => {
    document.cookie = "token=jwt-from-cookie; path=/";
    document.cookie = "csrf_token=csrf-from-cookie; path=/";
    const { seen, fetchDouble } = recordingFetch();

    await createApiRequester({ fetch: fetchDouble }).request({ method: "POST", path: "/api/v1/x", body: {} });

    expect(seen[0]!.get("Authorization")).toBe("Bearer jwt-from-cookie");
    expect(seen[0]!.get("X-CSRF-Token")).toBe("csrf-from-cookie");
  });

  it("sends no Authorization header without the token cookie", async () => {
    const { seen, fetchDouble } = recordingFetch();

    await createApiRequester({ fetch: fetchDouble }).request({ path: "/api/v1/x" });

    expect(seen[0]!.has("Authorization")).toBe(false);
    expect(seen[0]!.has("X-CSRF-Token")).toBe(false);
  });
});

describe("abortPendingRequestsOnWindowUnload", () => {
  it("aborts tracked requests when the window fires pagehide", () => {
    abortPendingRequestsOnWindowUnload();
    const pending = trackPendingRequest(undefined);

    window.dispatchEvent(new Event("pagehide"));

    expect(pending.signal.aborted).toBe(true);
    expect(pendingRequestCount()).toBe(0);
  });
});
