import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { mailsTo, newCodeTo, signInTo } from "./mailed-sign-in";
import { one, query } from "./site-database";

/**
 * /settings/privacy end to end (issue 20, APPI): a student created for this test signs in, re-authenticates with a
 * fresh code from the local outbox, downloads the JSON export, deletes the account, is signed out, and gets the mail.
 */

const SECTIONS = [
  "profile",
  "registration_answers",
  "entries",
  "event_answers",
  "check_ins",
  "follows",
  "clips",
  "recently_viewed_events",
  "reviews",
  "conversations",
  "scouts",
  "notifications",
  "consents",
  "campaigns",
  "sign_in_history",
];

test("an anonymous visitor is sent to sign in, and comes back after", async ({ page }) => {
  await page.goto("/settings/privacy");
  await expect(page).toHaveURL(/\/login\?return_to=%2Fsettings%2Fprivacy$/);
});

test("a student re-authenticates, downloads everything held about them, deletes the account and is signed out", async ({
  page,
}) => {
  test.slow();
  const email = `privacy-${randomBytes(5).toString("hex")}@example.com`;
  const [student] = await query<{ id: string }>(
    `insert into users (email, unique_id, graduate_year) values ($1, $2, 2027) returning id`,
    [email, randomBytes(16).toString("hex")],
  );
  const company = await one<{ id: number; name: string }>("select id, name from companies order by id limit 1");
  await query("insert into follows (user_id, company_id) values ($1, $2)", [student!.id, company.id]);
  // agreed to every published terms version, or the site would send them to the terms agreement first
  await query("insert into terms_agreements (user_id, terms_version_id) select $1, id from terms_versions", [
    student!.id,
  ]);

  const signInCode = await signInTo(page, email, "/settings/privacy");
  const heading = page.getByRole("heading", { level: 1, name: "プライバシー設定" });
  await expect(heading).toBeFocused();
  // the header's 「設定」 leads to /settings, which links here; the phone menu links both
  await expect(page.getByRole("link", { name: "アカウント設定" }).first()).toHaveAttribute("href", "/settings");
  await expect(page.locator('[data-account-state] a[href="/settings/privacy"]')).toHaveCount(1);
  await expect(page.getByRole("button", { name: "データをダウンロード（JSON）" })).toHaveCount(0);

  // 本人確認 with a fresh code
  await page.getByRole("button", { name: "確認コードをメールで受け取る" }).click();
  const code = await newCodeTo(page.context(), email, new Set([signInCode]));
  await expect(page.getByLabel("確認コード（6桁）")).toBeFocused();
  await page.getByLabel("確認コード（6桁）").fill(code);
  await page.getByRole("button", { name: "本人確認する" }).click();
  await expect(page.getByRole("status").filter({ hasText: "本人確認が済みました" })).toBeVisible();

  // the export, as a download whose address carries nothing personal
  const exportRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("data_export")) exportRequests.push(request.url());
  });
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "データをダウンロード（JSON）" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mirai-career-data-\d{8}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as Record<string, unknown> & {
    profile: { user: { email: string } };
    follows: Array<{ company_id: number; company_name: string }>;
    sign_in_history: Array<{ method: string }>;
    consents: { terms_agreements: Array<{ type: string; version: string }> };
  };
  for (const section of SECTIONS) expect(exported).toHaveProperty(section);
  expect(exported.profile.user.email).toBe(email);
  expect(exported.follows).toEqual([expect.objectContaining({ company_id: company.id, company_name: company.name })]);
  expect(exported.sign_in_history.map((row) => row.method)).toEqual(["code", "reauthentication"]);
  expect(exported.consents.terms_agreements.map((row) => row.type).sort()).toEqual(
    expect.arrayContaining(["privacy", "terms"]),
  );
  expect(exportRequests.every((url) => new URL(url).search === "" && !url.includes(email))).toBe(true);
  await expect(page.getByRole("status").filter({ hasText: "ダウンロードしました" })).toBeVisible();

  // the deletion, with its confirm step
  await page.getByRole("button", { name: "アカウントを削除する" }).click();
  const confirmation = page.getByLabel("確認のため「退会する」と入力してください");
  await expect(confirmation).toBeFocused();
  await page.getByRole("button", { name: "完全に削除する" }).click();
  await expect(page.getByText("確認のため「退会する」と入力してください").nth(1)).toBeVisible();
  expect(await query("select id from users where id = $1", [student!.id])).toHaveLength(1);
  await confirmation.fill("退会する");
  await page.getByRole("button", { name: "完全に削除する" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "アカウントを削除しました" })).toBeFocused();

  expect(await query("select id from users where id = $1", [student!.id])).toEqual([]);
  expect(await query("select user_id from follows where user_id = $1", [student!.id])).toEqual([]);
  const mails = await mailsTo(page.context(), email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain("アカウントを削除しました");

  // the old session is gone: the page sends the visitor to sign in again
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name === "mirai_signed_in")).toBe(false);
  await page.goto("/settings/privacy");
  await expect(page).toHaveURL(/\/login\?return_to=%2Fsettings%2Fprivacy$/);
});
