import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Response } from "@playwright/test";
import { inlineScriptsOf } from "../gatsby/inline-scripts";
import { sha256Source } from "../server/platform/http/page-content-security-policy";
import { API_CONTENT_SECURITY_POLICY } from "../server/platform/http/security-headers";
import { signInAsDemoStudent } from "./demo-student";
import { answerPicturesWithPixel } from "./pictures-as-pixels";

/*
 * The Content-Security-Policy lets every page template run (issue 20): each template is visited in Chromium and no
 * CSP violation may be reported (securitypolicyviolation events and console errors), and its answer carries the
 * security headers. Paths come from the build in public/, so each template is found whatever the sample data is.
 */

const PUBLIC_DIR = path.join(process.cwd(), "public");

/** The first built page under `dir` whose directory name matches `name`, as a site path. */
function firstBuilt(dir: string, name: RegExp): string {
  const entries = readdirSync(path.join(PUBLIC_DIR, dir)).filter(
    (entry) => name.test(entry) && statSync(path.join(PUBLIC_DIR, dir, entry, "index.html"), { throwIfNoEntry: false }),
  );
  if (entries.length === 0) throw new Error(`no built page under public/${dir} named like ${name}`);
  return `/${dir}/${entries.sort()[0]}`;
}

function templates(): { name: string; path: string }[] {
  const company = firstBuilt("companies", /^\d+$/);
  return [
    { name: "home", path: "/" },
    ...["selection", "internship", "seminar", "gosetsu"].map((category) => ({
      name: `event list ${category}`,
      path: `/events/${category}`,
    })),
    { name: "event list, one filter", path: firstBuilt("events/internship", /^gy-\d+$/) },
    { name: "event list, two filters (function-served shell)", path: "/events/internship/gy-2027/ind-1" },
    { name: "event detail", path: firstBuilt("events/internship", /^\d+$/) },
    { name: "companies", path: "/companies" },
    { name: "company", path: company },
    { name: "company reviews", path: `${company}/reviews` },
    { name: "company videos", path: `${company}/videos` },
    { name: "reviews", path: "/reviews" },
    { name: "videos", path: "/videos" },
    { name: "video", path: firstBuilt("videos", /^\d+$/) },
    { name: "shutore", path: "/shutore" },
    { name: "registration", path: "/user_registrations" },
    { name: "infos", path: "/infos/terms" },
    { name: "check-in shell", path: "/event_in/attend/events/1?code=000000" },
    { name: "preview without a token (function 404)", path: "/preview_events/internship/1" },
    { name: "404", path: "/no-such-page-for-csp" },
  ];
}

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

function expectPageHeaders(response: Response | null, where: string) {
  expect(response, where).not.toBeNull();
  const headers = response!.headers();
  const policy = headers["content-security-policy"] ?? "";
  const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect([where, scriptSrc]).toEqual([where, expect.stringMatching(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+/)]);
  expect(scriptSrc, where).not.toContain("unsafe");
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(policy, where).toContain(directive);
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(headers["permissions-policy"], where).toContain("camera=()");
  expect(headers["strict-transport-security"], where).toBeUndefined();
}

/**
 * Pictures of the media store answer a pixel (they would keep the local server busy for many seconds per listing
 * page). The browser checks a URL against the policy before the request is made, so a picture the policy refused would
 * still be reported.
 */
const stubPictures = (page: Page) => answerPicturesWithPixel(page);

/** Until Gatsby has hydrated the page (its onInitialClientRender mark) and the effects that load more had time to run. */
async function settle(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0, undefined);
  await page.waitForTimeout(1_000);
}

for (const template of templates()) {
  test(`${template.name} (${template.path}) runs under its Content-Security-Policy without a violation`, async ({
    page,
  }) => {
    await stubPictures(page);
    const violations = await watchViolations(page);
    const response = await page.goto(template.path, { waitUntil: "domcontentloaded" });
    expectPageHeaders(response, template.name);
    await settle(page);
    expect(violations).toEqual([]);
  });
}

test("a signed-in template (chats) runs without a violation", async ({ page }) => {
  await stubPictures(page);
  const violations = await watchViolations(page);
  await signInAsDemoStudent(page, "/chats");
  await settle(page);
  expectPageHeaders(await page.reload({ waitUntil: "domcontentloaded" }), "chats");
  await settle(page);
  expect(violations).toEqual([]);
});

test("the policy names the hash of every inline script of every built page", async ({ request }) => {
  const policy = (await request.get("/")).headers()["content-security-policy"] ?? "";
  const missing = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".html")) {
        for (const script of inlineScriptsOf(readFileSync(full, "utf8"))) {
          const hash = sha256Source(script);
          if (!policy.includes(hash)) missing.set(hash, path.relative(PUBLIC_DIR, full));
        }
      }
    }
  };
  walk(PUBLIC_DIR);
  expect([...missing.entries()]).toEqual([]);
});

test("API answers carry the strict API policy; personal ones are never stored", async ({ request }) => {
  const response = await request.get("/api/v1/authentications/current_user_information", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  const headers = response.headers();
  expect(headers["content-security-policy"]).toBe(API_CONTENT_SECURITY_POLICY);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cache-control"]).toContain("no-store");
});

test("hashed assets are immutable for a year, pages and page-data revalidate, text is compressed as asked", async ({
  request,
}) => {
  const html = await request.get("/", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(html.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  expect(html.headers()["content-encoding"]).toBe("br");
  const app = /<script src="(\/app-[0-9a-f]{20}\.js)"/.exec(await html.text())?.[1];
  expect(app).toBeDefined();
  const asset = await request.get(app!, { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-encoding"]).toBe("gzip");
  for (const revalidated of ["/page-data/index/page-data.json", "/page-data/app-data.json"]) {
    expect((await request.get(revalidated)).headers()["cache-control"], revalidated).toBe(
      "public, max-age=0, must-revalidate",
    );
  }
});
