import { z } from "zod";
import { apiRequest } from "../../testing/api-request";
import { defineRoute } from "./define-route";
import { serveRoutes } from "./serve-routes";
import { API_CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from "./security-headers";

// Test-only routes: every answer of serveRoutes, success, personal or error, carries the API's security headers.
const publicRoute = defineRoute(
  {
    operationId: "testPublicHeaders",
    summary: "test public answer",
    paths: ["/api/v1/test/public"],
    methods: ["GET"],
    auth: "public",
    response: z.object({ ok: z.boolean() }),
  },
  async () => ({ ok: true }),
);
const personalRoute = defineRoute(
  {
    operationId: "testPersonalHeaders",
    summary: "test personal answer",
    paths: ["/api/v1/test/personal"],
    methods: ["GET"],
    auth: "public",
    response: z.object({ name: z.string() }),
    personal: true,
  },
  async () => ({ name: "山田花子" }),
);
const handle = serveRoutes([publicRoute, personalRoute]);

const API_HEADERS = {
  "content-security-policy": API_CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": PERMISSIONS_POLICY,
  "x-frame-options": "DENY",
};

function securityHeadersOf(response: Response): Record<string, string | null> {
  return Object.fromEntries(Object.keys(API_HEADERS).map((name) => [name, response.headers.get(name)]));
}

describe("serveRoutes security headers", () => {
  const savedContext = process.env.CONTEXT;
  afterEach(() => {
    if (savedContext === undefined) delete process.env.CONTEXT;
    else process.env.CONTEXT = savedContext;
  });

  it("sends the strict API policy and the base headers on a public answer, a personal one (no-store) and errors", async () => {
    delete process.env.CONTEXT;
    const answers = [
      await handle(apiRequest("/api/v1/test/public")),
      await handle(apiRequest("/api/v1/test/personal")),
      await handle(apiRequest("/api/v1/test/nothing-here")),
      await handle(apiRequest("/api/v1/test/public", { ajaxMarker: false })),
      await handle(apiRequest("/api/v1/test/public", { method: "DELETE" })),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 200, 404, 403, 405]);
    for (const response of answers) {
      expect(securityHeadersOf(response)).toEqual(API_HEADERS);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    expect(answers[1]!.headers.get("cache-control")).toBe("no-store");
  });

  it("adds HSTS only on Netlify's production context", async () => {
    process.env.CONTEXT = "deploy-preview";
    expect((await handle(apiRequest("/api/v1/test/public"))).headers.get("strict-transport-security")).toBeNull();
    process.env.CONTEXT = "production";
    expect((await handle(apiRequest("/api/v1/test/public"))).headers.get("strict-transport-security")).toBe(
      "max-age=63072000",
    );
  });
});
