import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import pg from "pg";
import { forgetSignInTries } from "./site-database";
import { AUTH_MODE_CACHE_MS } from "../server/auth/auth-mode-cache";

/**
 * Sign-up, sign-in and sign-out against the real API and the development outbox (/dev/outbox: newest mail first,
 * `<article data-testid="outbox-mail" data-to="…">` with the text body in a <pre>).
 */
async function latestMailTo(context: BrowserContext, address: string): Promise<string> {
  const outbox = await context.newPage();
  try {
    let text = "";
    await expect(async () => {
      await outbox.goto("/dev/outbox");
      const mail = outbox.locator(`[data-testid="outbox-mail"][data-to="${address}"]`).first();
      text = await mail.locator("pre").innerText({ timeout: 1000 });
    }).toPass();
    return text;
  } finally {
    await outbox.close();
  }
}

function codeIn(mail: string): string {
  const code = /確認コード[:：]\s*(\d{6})/.exec(mail)?.[1];
  expect(code, mail).toBeDefined();
  return code!;
}

function linkIn(mail: string): string {
  const link = /https?:\/\/\S+\/login\/callback#token=[A-Za-z0-9_\-.~%]+/.exec(mail)?.[0];
  expect(link, mail).toBeDefined();
  return link!;
}

/** The desktop header's account slot. */
const account = (page: Page) => page.getByTestId("header-account-slot");

async function signInWithCode(page: Page, context: BrowserContext, email: string, returnTo?: string) {
  await forgetSignInTries();
  await page.goto(returnTo ? `/login?return_to=${encodeURIComponent(returnTo)}` : "/login");
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByRole("button", { name: "ログイン用のメールを送る" }).click();
  await expect(page.getByRole("heading", { name: "メールを送信しました" })).toBeVisible();
  const code = codeIn(await latestMailTo(context, email));
  await page.getByLabel("確認コード（6桁）").fill(code);
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
}

test("sign up with a new address: the mailed link signs the new student in", async ({ page, context, baseURL }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(String(error)));
  await page.goto("/user_registrations?utm_source=e2e&utm_campaign=auth");
  await expect(page.getByRole("button", { name: "同意して登録する" })).toBeEnabled();
  // A landing query must not change the layout the page hydrates with (no hydration error, registration layout).
  await expect(page.locator("[data-layout='registration']")).toBeVisible();
  expect(pageErrors).toEqual([]);
  await forgetSignInTries();
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByRole("button", { name: "同意して登録する" }).click();
  await expect(page.getByRole("heading", { name: "メールを送信しました" })).toBeVisible();

  const link = linkIn(await latestMailTo(context, email));
  const token = link.split("#token=")[1]!;
  await page.goto(new URL(new URL(link).pathname + new URL(link).hash, baseURL).toString());
  await expect(page).not.toHaveURL(/\/login\/callback/);
  expect(page.url()).not.toContain(token);

  await page.goto("/");
  await expect(account(page).getByRole("link", { name: "ログアウト" })).toBeVisible();
  await expect(account(page).getByText(/さん$/).filter({ visible: true })).toBeVisible();

  // The link is single-use.
  await page.goto(`/login/callback#token=${token}`);
  await expect(page.getByRole("alert")).toHaveText(/このリンクは無効か、有効期限が切れています/);
  await expect(page.getByRole("link", { name: "ログインページへ" })).toHaveAttribute("href", "/login");
});

test("sign in with the 6-digit code as the demo student, back to return_to; a wrong code is refused", async ({
  page,
  context,
}) => {
  await forgetSignInTries();
  await page.goto("/login");
  await page.getByLabel("メールアドレス").fill("student@example.com");
  await page.getByRole("button", { name: "ログイン用のメールを送る" }).click();
  await expect(page.getByRole("heading", { name: "メールを送信しました" })).toBeVisible();
  const code = codeIn(await latestMailTo(context, "student@example.com"));
  const wrong = code === "000000" ? "111111" : "000000";
  await page.getByLabel("確認コード（6桁）").fill(wrong);
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("確認コードが正しくないか");

  await signInWithCode(page, context, "student@example.com", "/events/internship");
  await expect(page).toHaveURL(/\/events\/internship$/);
  await expect(account(page).getByRole("link", { name: "ログアウト" })).toBeVisible();
  await expect(account(page).getByText(/さん$/).filter({ visible: true })).toBeVisible();
});

test("logout: the header is anonymous again and no session call is made", async ({ page, context }) => {
  await signInWithCode(page, context, "student@example.com");
  await expect(page).toHaveURL(/\/$/);
  await account(page).getByRole("link", { name: "ログアウト" }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole("heading", { name: "ログアウトしました" })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("mirai_signed_in");

  const sessionCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/authentications/current_user_information")) sessionCalls.push(request.url());
  });
  await page.getByRole("link", { name: "トップページへ" }).click();
  await expect(account(page).getByRole("link", { name: "ログイン" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(sessionCalls).toEqual([]);
});

// Flips token_based_auth in the database the served site reads, then waits until every function instance reads it:
// each caches the flag for AUTH_MODE_CACHE_MS, and a sign-in answered in one mode and checked in the other is a 401.
async function setTokenBasedAuth(enabled: boolean) {
  if (!process.env.DATABASE_URL)
    throw new Error("DATABASE_URL of the served site is needed: run through `npm run test:e2e`");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("update feature_flags set enabled = $1 where key = 'token_based_auth'", [enabled]);
  } finally {
    await client.end();
  }
  await new Promise((resolve) => setTimeout(resolve, AUTH_MODE_CACHE_MS + 500));
}

test.describe("token_based_auth on", () => {
  test.afterAll(async () => setTokenBasedAuth(false));

  test("a missing access token is refreshed once on the next page, stored, and sent as the bearer token", async ({
    page,
    context,
  }) => {
    await setTokenBasedAuth(true);
    await signInWithCode(page, context, "student@example.com");
    await expect(page).toHaveURL(/\/$/);
    // The home page's own calls (session, registration) still carry the first token: let them finish first.
    await page.waitForLoadState("networkidle");
    await context.clearCookies({ name: "token" });

    const refreshes: string[] = [];
    const bearers: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/v1/auth/refresh")) refreshes.push(request.url());
      const authorization = request.headers()["authorization"];
      if (request.url().includes("/api/") && authorization) bearers.push(authorization);
    });
    await page.goto("/events/internship");
    await expect.poll(() => bearers.length).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");

    expect(refreshes).toHaveLength(1);
    const token = (await context.cookies()).find((cookie) => cookie.name === "token")?.value;
    expect(token).toBeTruthy();
    expect(new Set(bearers)).toEqual(new Set([`Bearer ${token}`]));
  });
});
