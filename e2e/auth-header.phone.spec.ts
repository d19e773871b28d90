import { expect, test } from "@playwright/test";
import { boxOf, fakeSignedInSession } from "./auth-header-helpers";

test("on a phone the account menu keeps its 44 px box, and its panel holds the links", async ({ page, baseURL }) => {
  await page.goto("/");
  const menu = page
    .getByRole("button", { name: "ログイン・会員登録メニュー" })
    .or(page.locator("summary[aria-label='ログイン・会員登録メニュー']"));
  await expect(menu).toBeVisible();
  const anonymousSlot = await boxOf(page, "[data-testid='header-account-slot']");
  await menu.click();
  await expect(page.getByTestId("header-account-slot").getByRole("link", { name: "新規会員登録" })).toBeVisible();

  await fakeSignedInSession(page, baseURL!);
  await page.goto("/");
  const accountMenu = page.locator("summary[aria-label='アカウントメニュー']");
  await expect(accountMenu).toBeVisible();
  expect(await boxOf(page, "[data-testid='header-account-slot']")).toEqual(anonymousSlot);
  await accountMenu.click();
  const slot = page.getByTestId("header-account-slot");
  await expect(slot.getByText("山田 太郎さん").filter({ visible: true })).toBeVisible();
  await expect(slot.getByRole("link", { name: "ログアウト" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
