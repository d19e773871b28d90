import { expect, test } from "@playwright/test";
import { boxOf, fakeSignedInSession } from "./auth-header-helpers";

test("anonymous visitors see ログイン and 新規会員登録 and make no session call", async ({ page }) => {
  const sessionCalls: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/v1\/authentications\/|\/v1\/auth\/refresh|\/api\/v1\/unagreed_terms/.test(request.url()))
      sessionCalls.push(request.url());
  });
  await page.goto("/");
  const slot = page.getByTestId("header-account-slot");
  await expect(slot.getByRole("link", { name: "ログイン" })).toHaveAttribute("href", "/login");
  await expect(slot.getByRole("link", { name: "新規会員登録" })).toHaveAttribute("href", "/user_registrations");
  await page.waitForLoadState("networkidle");
  expect(sessionCalls).toEqual([]);
});

test("signed in: name, unread badges and ログアウト in the same box as the anonymous links (no layout shift)", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  await expect(page.getByTestId("header-account-slot").getByRole("link", { name: "ログイン" })).toBeVisible();
  const anonymousSlot = await boxOf(page, "[data-testid='header-account-slot']");
  const anonymousNav = await boxOf(page, "nav[aria-label='メインメニュー']");

  await fakeSignedInSession(page, baseURL!);
  await page.goto("/");
  const slot = page.getByTestId("header-account-slot");
  await expect(slot.getByText("山田 太郎さん").filter({ visible: true })).toBeVisible();
  await expect(slot.getByText("未読のお知らせ 3件").filter({ visible: true })).toBeVisible();
  await expect(slot.getByText("未読の新着情報 12件").filter({ visible: true })).toBeVisible();
  await expect(slot.getByText("未読のコメント 1件").filter({ visible: true })).toBeVisible();
  await expect(slot.getByRole("link", { name: "ログアウト" })).toHaveAttribute("href", "/logout");

  expect(await boxOf(page, "[data-testid='header-account-slot']")).toEqual(anonymousSlot);
  expect(await boxOf(page, "nav[aria-label='メインメニュー']")).toEqual(anonymousNav);
});

test("a stale hint (401) is cleared and the header stays anonymous", async ({ page, baseURL, context }) => {
  await context.addCookies([{ name: "mirai_signed_in", value: "1", url: baseURL! }]);
  await page.route("**/api/v1/authentications/current_user_information", (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: JSON.stringify({ error: { status: 401, code: "unauthorized", message: "Sign in first" } }),
    }),
  );
  await page.goto("/");
  await expect(page.getByTestId("header-account-slot").getByRole("link", { name: "ログイン" })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "mirai_signed_in"))
    .toBe(false);
});

test("the sign-in pages are noindex, nofollow and titled", async ({ page }) => {
  for (const [path, title] of [
    ["/login", "ログイン"],
    ["/logout", "ログアウト"],
    ["/user_registrations", "新規会員登録"],
    ["/login/callback", "ログイン"],
    ["/unagreed_terms/agreements/new", "規約への同意"],
  ] as const) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(/<meta name="robots" content="noindex, ?nofollow"/.test(html), `${path} robots`).toBe(true);
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1], path).toMatch(new RegExp(`^${title} \\| `));
  }
});
