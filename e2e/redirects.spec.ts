import { expect, test } from "@playwright/test";

test.describe("redirects", () => {
  test("a trailing slash answers 301 to the path without it, keeping the query", async ({ request }) => {
    const response = await request.get("/infos/terms/?utm_source=mail&a[]=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/infos/terms?utm_source=mail&a[]=1");
  });

  test("the browser lands on the slash-less page with the hash kept", async ({ page }) => {
    await page.goto("/infos/terms/#operator");
    expect(new URL(page.url()).pathname).toBe("/infos/terms");
    expect(new URL(page.url()).hash).toBe("#operator");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the home page is not redirected", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test("legacy company_internship paths go to the internship equivalents with the event id", async ({ request }) => {
    const event = await request.get("/events/company_internship/12345", { maxRedirects: 0 });
    expect(event.status()).toBe(301);
    expect(new URL(event.headers()["location"] ?? "", "http://x").pathname).toBe("/events/internship/12345");

    const preview = await request.get("/preview_events/company_internship/678", { maxRedirects: 0 });
    expect(preview.status()).toBe(301);
    expect(new URL(preview.headers()["location"] ?? "", "http://x").pathname).toBe("/preview_events/internship/678");
  });
});
