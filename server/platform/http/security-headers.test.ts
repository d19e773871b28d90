import { readFileSync } from "node:fs";
import path from "node:path";
import { API_CONTENT_SECURITY_POLICY, baseSecurityHeaders, withSecurityHeaders } from "./security-headers";

/** The `[headers.values]` of netlify.toml's `for = "/*"` rule (flat string values only, as written there). */
function netlifyTomlSiteHeaders(): Record<string, string> {
  const toml = readFileSync(path.join(__dirname, "..", "..", "..", "netlify.toml"), "utf8");
  const block =
    /\[\[headers\]\]\s*\n\s*for = "\/\*"\s*\n\s*\[headers\.values\]\n((?:\s+[\w-]+ = (?:"[^"]*"|'[^']*')\n)+)/.exec(
      toml,
    );
  if (!block) throw new Error('netlify.toml has no [[headers]] rule for "/*"');
  return Object.fromEntries(
    [...block[1]!.matchAll(/([\w-]+) = (?:"([^"]*)"|'([^']*)')/g)].map(([, name, double, single]) => [
      name!,
      (double ?? single)!,
    ]),
  );
}

describe("security headers", () => {
  it("netlify.toml sends static files exactly the base headers functions send in production", () => {
    expect(netlifyTomlSiteHeaders()).toEqual(baseSecurityHeaders({ CONTEXT: "production" }));
  });

  it("sends HSTS in Netlify's production context only", () => {
    expect(baseSecurityHeaders({ CONTEXT: "production" })["strict-transport-security"]).toBe("max-age=63072000");
    for (const CONTEXT of [undefined, "deploy-preview", "branch-deploy", "dev"]) {
      expect(baseSecurityHeaders({ CONTEXT })).not.toHaveProperty("strict-transport-security");
    }
  });

  it("gives a JSON or file answer the API policy, keeping what the answer set itself", async () => {
    const json = withSecurityHeaders(
      new Response('{"ok":true}', {
        status: 201,
        headers: { "Content-Type": "application/json", "Referrer-Policy": "no-referrer" },
      }),
      {},
    );
    expect(json.status).toBe(201);
    expect(await json.text()).toBe('{"ok":true}');
    expect(json.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    expect(json.headers.get("referrer-policy")).toBe("no-referrer");
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
    const image = withSecurityHeaders(
      new Response(new Uint8Array([1, 2]), { headers: { "Content-Type": "image/svg+xml" } }),
      {},
    );
    expect(image.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it("keeps the page policy an HTML answer brings, and gives one without its own a page policy that runs no inline script", () => {
    const own = withSecurityHeaders(
      new Response("<p>x</p>", {
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "default-src 'self'" },
      }),
      {},
    );
    expect(own.headers.get("content-security-policy")).toBe("default-src 'self'");
    const bare = withSecurityHeaders(
      new Response("<p>x</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } }),
      {},
    );
    const policy = bare.headers.get("content-security-policy")!;
    expect(policy).toMatch(/(?:^|; )script-src 'self'(?:;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(bare.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("passes redirects and empty answers through unchanged but for the headers", () => {
    const redirect = withSecurityHeaders(new Response(null, { status: 301, headers: { Location: "/events" } }), {});
    expect([redirect.status, redirect.headers.get("location"), redirect.headers.get("x-frame-options")]).toEqual([
      301,
      "/events",
      "DENY",
    ]);
  });
});
