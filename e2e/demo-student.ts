import { expect, type Page } from "@playwright/test";
import { forgetSignInTries } from "./site-database";

/** The seeded demo student (db/seed/builders/build-users.ts DEMO_USER_EMAILS[0]): registered, 29卒 by default. */
export const DEMO_EMAIL = "student@example.com";

/** The texts of the local outbox's mails (/dev/outbox) to the demo student, oldest first. */
export async function demoStudentMails(page: Page): Promise<string[]> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto("/dev/outbox");
    return await outbox.locator(`article[data-testid="outbox-mail"][data-to="${DEMO_EMAIL}"] pre`).allTextContents();
  } finally {
    await outbox.close();
  }
}

async function signInCodes(page: Page): Promise<string[]> {
  return (await demoStudentMails(page))
    .map((text) => /確認コード[:：]\s*(\d{6})/.exec(text)?.[1])
    .filter((code): code is string => code !== undefined);
}

/**
 * Signs the demo student in through /login with the 6-digit code of the mail that appears in the local outbox, and
 * waits until the login page has sent them on: to `returnTo` when given, else home (a goto before that lands would be
 * interrupted by it). Each sign-in counts against the per-IP limit (10 in 10 minutes) that every spec shares.
 */
export async function signInAsDemoStudent(page: Page, returnTo?: string): Promise<void> {
  const before = new Set(await signInCodes(page));
  await forgetSignInTries();
  await page.goto(returnTo ? `/login?return_to=${encodeURIComponent(returnTo)}` : "/login");
  await page.getByLabel(/メールアドレス/).fill(DEMO_EMAIL);
  await page
    .getByRole("button", { name: /ログイン|送信|確認コード|次へ/ })
    .first()
    .click();
  let code: string | undefined;
  await expect
    .poll(async () => (code = (await signInCodes(page)).find((candidate) => !before.has(candidate))))
    .toBeDefined();
  await page.getByLabel(/確認コード/).fill(code!);
  await page
    .getByRole("button", { name: /ログイン|確認|送信/ })
    .first()
    .click();
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "mirai_signed_in"))
    .toBe(true);
  const landing = returnTo ?? "/";
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[/?.]/g, "\\$&")}$`));
}
