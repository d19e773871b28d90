import { API_CONTENT_SECURITY_POLICY } from "./security-headers";
import { reportingRequestErrors } from "./reporting-errors";

// Functions that are not API routes (pages on request, /_img, /media/*) get their security headers from this wrapper.
describe("reportingRequestErrors security headers", () => {
  const request = new Request("http://localhost:8888/_img?url=/media/x.jpg&w=640");

  it("adds the API policy and the base headers to a file answer, keeping the handler's own headers", async () => {
    const handler = reportingRequestErrors(
      "/_img",
      async () =>
        new Response(new Uint8Array([1]), {
          headers: { "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable" },
        }),
      () => null,
    );
    const response = await handler(request);
    expect(response.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("keeps the page policy an HTML answer brings", async () => {
    const handler = reportingRequestErrors(
      "/events/*",
      async () =>
        new Response("<p>shell</p>", {
          headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "default-src 'self'" },
        }),
      () => null,
    );
    expect((await handler(request)).headers.get("content-security-policy")).toBe("default-src 'self'");
  });

  it("sends its 500 with the headers too", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const handler = reportingRequestErrors(
      "/_img",
      async () => {
        throw new Error("boom");
      },
      () => null,
    );
    const response = await handler(request);
    expect([
      response.status,
      response.headers.get("content-security-policy"),
      response.headers.get("x-frame-options"),
    ]).toEqual([500, API_CONTENT_SECURITY_POLICY, "DENY"]);
    errors.mockRestore();
  });
});
