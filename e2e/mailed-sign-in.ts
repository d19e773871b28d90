import { expect, type BrowserContext, type Page } from "@playwright/test";
import { forgetSignInTries } from "./site-database";

/** Signing in a student made for a spec (any address), with the code mailed to the local outbox. */

/** The texts of the outbox mails to `address`, newest first. */
export async function mailsTo(context: BrowserContext, address: string): Promise<string[]> {
  const outbox = await context.newPage();
  try {
    await outbox.goto("/dev/outbox");
    return await outbox.locator(`[data-testid="outbox-mail"][data-to="${address}"] pre`).allTextContents();
  } finally {
    await outbox.close();
  }
}

/** Waits for a mail to `address` with a code not seen before, and returns that code. */
export async function newCodeTo(context: BrowserContext, address: string, seen: ReadonlySet<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () =>
        (code = (await mailsTo(context, address))
          .map((text) => /確認コード[:：]\s*(\d{6})/.exec(text)?.[1])
          .find((candidate) => candidate && !seen.has(candidate))),
    )
    .toBeDefined();
  return code!;
}

export async function signInTo(page: Page, email: string, returnTo: string): Promise<string> {
  await forgetSignInTries();
  await page.goto(`/login?return_to=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(/メールアドレス/).fill(email);
  await page
    .getByRole("button", { name: /ログイン|送信|確認コード|次へ/ })
    .first()
    .click();
  const code = await newCodeTo(page.context(), email, new Set());
  await page.getByLabel(/確認コード/).fill(code);
  await page
    .getByRole("button", { name: /ログイン|確認|送信/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?.]/g, "\\$&")}$`));
  return code;
}
