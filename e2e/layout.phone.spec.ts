import { expect, test } from "@playwright/test";

test("on a phone the home page fits the screen and the header stays usable", async ({ page }) => {
  await page.goto("/");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole("banner").getByRole("link", { name: /トップページ/ })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "利用規約" })).toBeVisible();
});
