import { expect, test } from "@playwright/test";

test("/shutore lists the articles by category and leads to a nested article", async ({ page }) => {
  await page.goto("/shutore");
  await expect(page.getByRole("heading", { level: 1, name: "シュトレ｜就活ノウハウ記事" })).toBeVisible();
  const interview = page.getByRole("region", { name: "面接・グループディスカッション" });
  await interview.getByRole("link", { name: "グループディスカッションで評価される5つのポイント" }).click();

  await expect(page).toHaveURL(/\/shutore\/interview\/group-discussion\/tips$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "グループディスカッションで評価される5つのポイント" }),
  ).toBeVisible();
  // Rendered from the article's markdown: its "## " sections are headings.
  await expect(page.getByRole("heading", { level: 2, name: "評価されているのは何か" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/shutore\/interview\/group-discussion\/tips$/,
  );

  const crumbs = page.getByRole("navigation", { name: "パンくずリスト" });
  await crumbs.getByRole("link", { name: "面接・グループディスカッション" }).click();
  await expect(page).toHaveURL(/\/shutore\/interview$/);
  await expect(page.getByRole("heading", { level: 1, name: "面接・グループディスカッションの記事一覧" })).toBeVisible();
  await expect(page.getByRole("link", { name: "グループディスカッションで評価される5つのポイント" })).toBeVisible();
});

test("an unknown or partial /shutore slug is the 404 screen", async ({ page }) => {
  for (const path of [
    "/shutore/no-such-article",
    "/shutore/interview/group-discussion",
    "/shutore/es/gakuchika/extra",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  }
});
