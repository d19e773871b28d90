import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signInTo } from "./mailed-sign-in";
import { query } from "./site-database";

/**
 * /settings end to end (issue 32): a student made for this test changes the graduation year and the scout choice,
 * reloads and finds both kept; issues the calendar feed address, replaces it, and the old address answers 404.
 */

async function newStudent(): Promise<{ id: string; email: string }> {
  const email = `settings-${randomBytes(5).toString("hex")}@example.com`;
  const [student] = await query<{ id: string }>(
    `insert into users (email, unique_id, graduate_year, receive_scout_message) values ($1, $2, 2027, true) returning id`,
    [email, randomBytes(16).toString("hex")],
  );
  // a completed registration (the settings change what it recorded) and every terms version agreed
  await query(
    `insert into user_registrations (user_id, user_registration_version_id, status, completed_at)
     select $1, id, 'completed', now() from user_registration_versions order by id limit 1`,
    [student!.id],
  );
  await query("insert into terms_agreements (user_id, terms_version_id) select $1, id from terms_versions", [
    student!.id,
  ]);
  return { id: student!.id, email };
}

test("an anonymous visitor is sent to sign in, and comes back after", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login\?return_to=%2Fsettings$/);
});

test("a student changes the graduation year and scouts, reloads and finds them kept; a replaced feed address 404s", async ({
  page,
}) => {
  test.slow();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const student = await newStudent();
  await signInTo(page, student.email, "/settings");

  const heading = page.getByRole("heading", { level: 1, name: "アカウント設定" });
  await expect(heading).toBeFocused();
  await expect(page.getByRole("link", { name: "アカウント設定" }).first()).toHaveAttribute("href", "/settings");

  // graduation year: the next year in the list
  const year = page.getByRole("combobox", { name: "卒業予定年" });
  await expect(year).toHaveValue("2027");
  await year.selectOption("2028");
  await page.getByRole("button", { name: "卒業予定年を保存" }).click();
  await expect(page.getByText("卒業予定年を2028年卒に変更しました。", { exact: false })).toBeVisible();

  // scouts, with the keyboard
  const optOut = page.getByRole("radio", { name: "受け取らない" });
  await expect(page.getByRole("radio", { name: "受け取る" })).toBeChecked();
  await optOut.focus();
  await page.keyboard.press("Space");
  await expect(optOut).toBeChecked();
  await page.getByRole("button", { name: "スカウトの設定を保存" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("企業からのスカウトを受け取らない設定にしました。")).toBeVisible();

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(year).toHaveValue("2028");
  await expect(optOut).toBeChecked();
  const [stored] = await query<{ graduate_year: number; receive_scout_message: boolean }>(
    "select graduate_year::int as graduate_year, receive_scout_message from users where id = $1",
    [student.id],
  );
  expect(stored).toEqual({ graduate_year: 2028, receive_scout_message: false });

  // the calendar feed: issued, then replaced; the old address stops at once
  await page.getByRole("button", { name: "カレンダー用アドレスを発行する" }).click();
  const address = page.getByLabel("カレンダー用アドレス");
  await expect(address).toHaveValue(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await address.inputValue();
  const firstFeed = await page.request.get(new URL(first).pathname);
  expect(firstFeed.status()).toBe(200);
  expect(firstFeed.headers()["content-type"]).toContain("text/calendar");

  await page.getByRole("button", { name: "アドレスを再発行する" }).click();
  await page.getByRole("button", { name: "再発行する", exact: true }).click();
  await expect(page.getByText(/以前のアドレスは使えなくなりました/)).toBeVisible();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await page.request.get(new URL(first).pathname)).status()).toBe(404);
  expect((await page.request.get(new URL(second).pathname)).status()).toBe(200);

  await page.reload();
  await expect(address).toHaveValue(second);
  expect(errors).toEqual([]);
});
