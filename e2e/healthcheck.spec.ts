import { expect, test } from "@playwright/test";

test("the healthcheck page reports the database as reachable", async ({ page }) => {
  await page.goto("/healthcheck");
  await expect(page.getByText("正常")).toBeVisible();
});

test("the healthcheck API reports database reachability and demands the ajax marker", async ({ request }) => {
  const ok = await request.get("/api/v1/healthcheck", { headers: { "X-Requested-With": "XMLHttpRequest" } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ status: "ok", database: "reachable" });

  const forbidden = await request.get("/api/v1/healthcheck");
  expect(forbidden.status()).toBe(403);
  expect((await forbidden.json()).error.status).toBe(403);
});
