import { expect, test, type Page } from "@playwright/test";
import {
  API_REFERENCE_CONTENT_SECURITY_POLICY,
  API_REFERENCE_PATH,
  REDOC_BUNDLE_PATH,
} from "../gatsby/api-reference-page";

/*
 * The API reference page (docs/openapi.md): Redoc renders the served OpenAPI document at /api-reference, from a
 * bundle of our own origin, under the page's own Content-Security-Policy and without a violation; it is noindex, and
 * no other page loads Redoc.
 */

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
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"}`,
      );
    });
  });
  return violations;
}

test("the reference page renders the OpenAPI document's operations under its own policy", async ({ page }) => {
  const violations = await watchViolations(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const response = await page.goto(API_REFERENCE_PATH);
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toBe(API_REFERENCE_CONTENT_SECURITY_POLICY);
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // a known operation's path, as Redoc prints it in the operation's endpoint box. Redoc lays out all 125 paths of the
  // 0.75 MB document on the main thread before it shows any: 1.8–2.6 s on an idle 2-core machine (docs/openapi.md),
  // so this one expectation gets three times Playwright's 5 s.
  await expect(page.getByText("/api/v1/events/{event_id}", { exact: true }).first()).toBeAttached({ timeout: 15_000 });
  await expect(page.getByText("/api/v1/events", { exact: true }).first()).toBeAttached();
  await expect(page.locator("#redoc")).not.toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("alert")).toHaveCount(0);

  // everything from this origin: no CDN, no font service
  const origin = new URL(page.url()).origin;
  expect(
    requested.filter((url) => !url.startsWith(origin) && !url.startsWith("blob:") && !url.startsWith("data:")),
  ).toEqual([]);
  expect(requested).toContain(`${origin}${REDOC_BUNDLE_PATH}`);
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});

test("other pages neither load Redoc nor get the reference page's policy", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const response = await page.goto("/");
  const policy = response!.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("style-src-elem 'self'");
  expect(policy).not.toContain("blob:");
  expect(requested.filter((url) => url.includes("redoc"))).toEqual([]);
});
