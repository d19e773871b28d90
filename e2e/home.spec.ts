import { expect, test } from "@playwright/test";

test("the home page is prerendered in Japanese with events and companies from the database", async ({
  page,
  request,
}) => {
  // The HTML itself (before any JavaScript) already carries the content: it comes from the build.
  const html = await (await request.get("/")).text();
  expect(html).toContain('lang="ja"');
  expect(html).toContain("ピックアップ");

  await page.goto("/");
  await expect(page).toHaveTitle(/ミライキャリア/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/[ぁ-んァ-ヶ一-龠]/);
  for (const heading of ["ピックアップ", "締切間近", "人気企業"]) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(heading) })).toBeVisible();
  }
  const events = page.locator("main article");
  expect(await events.count()).toBeGreaterThan(10);
  await expect(events.first()).toContainText(/卒/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
});

test("the footer carries the spec's links and a copyright from 2009 to this year in Tokyo", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const expected: Array<[string, string]> = [
    ["運営会社", "/infos/terms#operator"],
    ["利用規約", "/infos/terms"],
    ["会員登録時の個人情報の取り扱い", "/infos/signup_privacy_policy"],
    ["プライバシーポリシー", "/infos/privacy"],
    ["電気通信事業法に基づく公表事項", "/infos/external_data_processors"],
    ["ウェブアクセシビリティ方針", "/infos/accessibility"],
  ];
  for (const [label, href] of expected) {
    await expect(footer.getByRole("link", { name: label })).toHaveAttribute("href", href);
  }
  const year = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Tokyo", year: "numeric" }).format(new Date());
  await expect(footer).toContainText(`2009–${year}`);

  await footer.getByRole("link", { name: "電気通信事業法に基づく公表事項" }).click();
  await expect(page).toHaveURL(/\/infos\/external_data_processors$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("電気通信事業法に基づく公表事項");
});

test("a page query with a listed parameter is marked noindex, nofollow", async ({ page }) => {
  await page.goto("/?sort=start_at");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto("/");
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});
