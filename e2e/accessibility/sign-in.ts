import { expect, type Page } from "@playwright/test";
import { DEMO_EMAIL, demoStudentMails } from "../demo-student";
import { forgetSignInTries } from "../site-database";

const SLOW_API_MS = 60_000;

const codesIn = async (page: Page) =>
  (await demoStudentMails(page)).map((text) => /確認コード[:：]\s*(\d{6})/.exec(text)?.[1]).filter((code): code is string => code !== undefined);

/**
 * Signs the demo student in through /login like `signInAsDemoStudent`, with the patience of a machine that runs other
 * builds (the mail and the first function calls can take far longer than the helper's 15 s there).
 */
export async function signInDemoStudentPatiently(page: Page): Promise<void> {
  const before = new Set(await codesIn(page));
  await forgetSignInTries();
  await page.goto("/login");
  await page.getByLabel("メールアドレス").fill(DEMO_EMAIL);
  await page.getByRole("button", { name: "ログイン用のメールを送る" }).click();
  let code: string | undefined;
  await expect.poll(async () => (code = (await codesIn(page)).find((candidate) => !before.has(candidate))), { timeout: SLOW_API_MS }).toBeDefined();
  await page.getByLabel("確認コード（6桁）").fill(code!);
  await page.getByRole("button", { name: "ログイン", exact: true }).click();
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "mirai_signed_in"), { timeout: SLOW_API_MS }).toBe(true);
  await expect(page).toHaveURL(/\/$/, { timeout: SLOW_API_MS });
}
