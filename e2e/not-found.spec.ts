import { expect, test } from "@playwright/test";

test("an unknown path shows the 404 screen with status 404 and the technical message", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  await expect(page.getByText("Page Not Found: /no-such-page/at-all")).toBeVisible();
  const back = page.getByRole("link", { name: "トップページへ戻る" });
  await expect(back).toHaveAttribute("href", "/");
  await back.click();
  await expect(page).toHaveURL(/\/$/);
});

test("the 500 screen shows the server-error text", async ({ page }) => {
  await page.goto("/500");
  await expect(page.getByRole("heading", { name: "サーバーエラー" })).toBeVisible();
  await expect(page.getByRole("link", { name: "トップページへ戻る" })).toBeVisible();
});
