import { expect, test, type Page } from "@playwright/test";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO_EMAIL, signInAsDemoStudent } from "./demo-student";
import { query } from "./site-database";

const run = promisify(execFile);

async function demoGraduateYear(): Promise<number> {
  const [row] = await query<{ graduate_year: number }>(`select graduate_year from users where email = $1`, [
    DEMO_EMAIL,
  ]);
  return row!.graduate_year;
}

/** The demo student's unread counts, as the header's badges count them. */
async function unreadCounts(): Promise<{ notifications: number; whatsNew: number }> {
  const [row] = await query<{ notifications: number; whats_new: number }>(
    `select
       (select count(*)::int from notifications n where n.user_id = u.id and n.read_at is null) as notifications,
       (select count(*)::int from whats_new_items w
         where w.published_at <= now()
           and (w.event_id is null or exists (select 1 from events e where e.id = w.event_id and e.published))
           and (w.company_id is null or (exists (select 1 from follows f where f.user_id = u.id and f.company_id = w.company_id)
             and exists (select 1 from user_mail_campaign_types t where t.user_id = u.id and t.mail_campaign_type_key = 'whats_new_favorite_companies')))
           and not exists (select 1 from whats_new_item_reads r where r.user_id = u.id and r.whats_new_item_id = w.id)) as whats_new
     from users u where u.email = $1`,
    [DEMO_EMAIL],
  );
  return { notifications: row!.notifications, whatsNew: row!.whats_new };
}

/** An editors' notice to the students of one graduation year, posted as editors post one: `npm run editor -- notice`. */
async function postNotice(title: string, graduateYear: number): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [
      path.join("node_modules", "tsx", "dist", "cli.mjs"),
      "scripts/editor.ts",
      "notice",
      title,
      "締切の近いインターンシップをまとめました。",
      "--url",
      "/events/internship",
      "--graduate-year",
      String(graduateYear),
    ],
    { env: process.env },
  );
  return stdout;
}

/** The header's badge of `kind` (desktop row): its link, named by the unread count, or quiet without one. */
function badge(page: Page, kind: "notification" | "whats_new") {
  return page.locator(`header [data-badge="${kind}"] a`).first();
}

test("an editors' notice shows in the header's badge, opens from お知らせ, and reading clears the badges", async ({
  page,
}) => {
  const title = `【E2E】お知らせ ${Date.now()}`;
  expect(await postNotice(title, await demoGraduateYear())).toContain(`お知らせ「${title}」を`);
  const before = await unreadCounts();
  expect(before.notifications).toBeGreaterThan(0);
  expect(before.whatsNew, "the sample data gives the demo student unread 新着情報").toBeGreaterThan(0);

  await signInAsDemoStudent(page);
  await expect(badge(page, "notification")).toHaveAccessibleName(`未読のお知らせ ${before.notifications}件`);
  await expect(badge(page, "whats_new")).toHaveAccessibleName(`未読の新着情報 ${before.whatsNew}件`);

  await badge(page, "notification").click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { name: "お知らせ", level: 1 })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: title });
  await expect(item).toHaveAttribute("data-unread", "true");

  // opening it reads it and goes to its link; the header follows at once
  await item.getByRole("link").click();
  await expect(page).toHaveURL(/\/events\/internship$/);
  const afterOne = before.notifications - 1;
  if (afterOne > 0) await expect(badge(page, "notification")).toHaveAccessibleName(`未読のお知らせ ${afterOne}件`);
  else await expect(badge(page, "notification")).toHaveAccessibleName("お知らせ");
  expect((await unreadCounts()).notifications).toBe(afterOne);

  await page.goBack();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveAttribute("data-unread", "false");
  if (afterOne > 0) {
    await page.getByRole("button", { name: "すべて既読にする" }).click();
    await expect(page.getByText("未読はありません")).toBeVisible();
  }
  await expect(badge(page, "notification")).toHaveAccessibleName("お知らせ");
  expect((await unreadCounts()).notifications).toBe(0);

  // 新着情報: the badge leads to the list; すべて既読にする clears it
  await badge(page, "whats_new").click();
  await expect(page).toHaveURL(/\/whats_new$/);
  await expect(page.getByRole("heading", { name: "新着情報", level: 1 })).toBeVisible();
  await expect(page.locator('li[data-unread="true"]').first()).toBeVisible();
  await page.getByRole("button", { name: "すべて既読にする" }).click();
  await expect(page.getByText("未読はありません")).toBeVisible();
  await expect(page.locator('li[data-unread="true"]')).toHaveCount(0);
  await expect(badge(page, "whats_new")).toHaveAccessibleName("新着情報");
  expect((await unreadCounts()).whatsNew).toBe(0);

  // after a full reload the server agrees
  await page.reload();
  await expect(badge(page, "notification")).toHaveAccessibleName("お知らせ");
  await expect(badge(page, "whats_new")).toHaveAccessibleName("新着情報");
});

test("a visitor without a session is sent to the login page and back", async ({ page }) => {
  await page.goto("/whats_new");
  await expect(page).toHaveURL(/\/login\?return_to=%2Fwhats_new$/);
});
