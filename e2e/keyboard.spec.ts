import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { DEMO_EMAIL, demoStudentMails } from "./demo-student";
import { forgetSignInTries, query } from "./site-database";

/**
 * Keyboard only: Tab, Shift+Tab, Enter, Space, Escape and typing; no click(), no focus(). Each step reaches its control
 * by pressing Tab from where the focus is, so the order the controls come in is part of what is tested, and every
 * control reached shows a focus ring. One signed-in session serves the stories (sign-ins count against a per-IP limit).
 */

const MAX_TABS = 250;

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after MAX_TABS presses. Answers the presses. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<number> {
  for (let presses = 1; presses <= MAX_TABS; presses += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectFocusVisible(page);
      return presses;
    }
  }
  throw new Error(`Tab did not reach ${target} in ${MAX_TABS} presses`);
}

/** The focused element matches :focus-visible and draws an outline (global.css: 3px, the focus colour). */
async function expectFocusVisible(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      visible: element.matches(":focus-visible"),
      outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0,
    };
  });
  expect(ring, "something has the focus").not.toBeNull();
  expect(ring).toEqual({ visible: true, outline: true });
}

const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? "");

async function newSignInCode(page: Page, before: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const codes = (await demoStudentMails(page)).map((text) => /確認コード[:：]\s*(\d{6})/.exec(text)?.[1]);
      return (code = codes.find((candidate): candidate is string => candidate !== undefined && !before.has(candidate)));
    })
    .toBeDefined();
  return code!;
}

async function openSchedule(): Promise<{ eventPage: string; scheduleId: number; eventId: number; category: string }> {
  const [row] = await query<{ event_id: number; schedule_id: number; category: string }>(
    `select e.id as event_id, s.id as schedule_id, e.category
       from events e join schedules s on s.event_id = e.id join users u on u.email = $1
      where e.category in ('entry', 'internship', 'seminar') and e.published and (e.published_at is null or e.published_at <= now())
        and e.application_url is null and not e.lottery
        and (cardinality(e.graduate_years) = 0 or u.graduate_year = any(e.graduate_years))
        and not s.canceled and not s.stopped_entry and s.time_limit_at > now() + interval '1 day' and s.start_at > now() + interval '1 day'
        and (s.admission_limit_number is null or s.admission_limit_number >
             (select count(*) from entries x where x.schedule_id = s.id and x.state not in ('canceled', 'absenced')))
        -- no entry of the student on any schedule of the event (one entry per event; the seed enters some)
        and not exists (select 1 from entries x where x.event_id = e.id and x.user_id = u.id)
      order by e.id desc, s.start_at limit 1`,
    [DEMO_EMAIL],
  );
  if (!row) throw new Error("the seed has no open schedule for the demo student");
  const category = row.category === "entry" ? "selection" : row.category;
  return {
    eventPage: `/events/${category}/${row.event_id}`,
    scheduleId: row.schedule_id,
    eventId: row.event_id,
    category,
  };
}

test.describe.serial("keyboard only", () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, workerInfo) => {
    context = await browser.newContext({
      baseURL: workerInfo.project.use.baseURL,
      viewport: workerInfo.project.use.viewport ?? null,
      locale: "ja-JP",
      timezoneId: "Asia/Tokyo",
    });
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context.close();
  });

  test("sign in: the skip link first, then address → code, by Tab, typing and Enter", async () => {
    const before = new Set(
      (await demoStudentMails(page)).map((text) => /確認コード[:：]\s*(\d{6})/.exec(text)?.[1] ?? ""),
    );
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("本文へスキップ");
    await expectFocusVisible(page);

    await forgetSignInTries();
    await tabTo(page, page.getByLabel("メールアドレス"));
    await page.keyboard.type(DEMO_EMAIL);
    const send = page.getByRole("button", { name: "ログイン用のメールを送る" });
    await tabTo(page, send);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "メールを送信しました" })).toBeVisible();

    const code = await newSignInCode(page, before);
    await tabTo(page, page.getByLabel("確認コード（6桁）"));
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "mirai_signed_in"))
      .toBe(true);
    await expect(page).toHaveURL(/\/$/);
  });

  test("client-side navigation: the new page's h1 takes the focus and the announcer says its title", async () => {
    await page.goto("/infos/guide");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const terms = page.getByRole("contentinfo").getByRole("link", { name: "利用規約" });
    await tabTo(page, terms);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/infos\/terms$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await expect(page.locator("#gatsby-announcer")).toHaveText(`${await page.title()}に移動しました`);
    // The next Tab goes on from the heading into the page, not back to the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.getElementById("main")!.contains(document.activeElement))).toBe(true);
  });

  test("an entry: event page → confirm → complete, then a cancel through a dialog that holds and returns the focus", async () => {
    const schedule = await openSchedule();
    await page.goto(schedule.eventPage);
    const row = page.locator(`[data-schedule-id="${schedule.scheduleId}"]`);
    const enter = row.getByRole("link", { name: /エントリーする/ });
    await expect(enter).toBeVisible();
    await tabTo(page, enter);
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(new RegExp(`/schedules/${schedule.scheduleId}/confirm$`));
    await expect(page.getByRole("heading", { level: 1, name: "エントリー内容の確認" })).toBeFocused();
    const submit = page.getByRole("button", { name: "この内容でエントリーする" });
    await tabTo(page, submit);
    await page.keyboard.press("Space");

    await expect(page).toHaveURL(new RegExp(`/events/${schedule.category}/${schedule.eventId}/entry_complete$`));
    await expect(page.getByRole("heading", { level: 1, name: "エントリーが完了しました" })).toBeFocused();

    await page.goto(schedule.eventPage);
    const cancel = row.getByRole("button", { name: /キャンセル/ });
    await expect(row.getByText("エントリー済み")).toBeVisible();
    await tabTo(page, cancel);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "エントリーをキャンセルしますか？" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // Tab and Shift+Tab wrap inside the dialog.
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `after ${key}`).toBe(true);
    }
    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "キャンセルする" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "エントリーをキャンセルしました。" })).toBeVisible();
    await expect(row.getByRole("link", { name: /エントリーする/ })).toBeVisible();
    await expect
      .poll(async () =>
        (
          await query<{ state: string }>(
            "select x.state from entries x join users u on u.id = x.user_id where u.email = $1 and x.schedule_id = $2",
            [DEMO_EMAIL, schedule.scheduleId],
          )
        ).map((entry) => entry.state),
      )
      .toEqual(["canceled"]);
  });
});

test("the registration questionnaire: sign up and fill the first step by Tab in reading order", async ({
  page,
  context,
}) => {
  const email = `e2e-keyboard-${Date.now()}@example.com`;
  await page.goto("/user_registrations");
  const agree = page.getByRole("button", { name: "同意して登録する" });
  await expect(agree).toBeEnabled();
  await forgetSignInTries();
  await tabTo(page, page.getByLabel(/^メールアドレス/));
  await page.keyboard.type(email);
  await tabTo(page, agree);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "メールを送信しました" })).toBeVisible();

  let code: string | undefined;
  const outbox = await context.newPage();
  await expect(async () => {
    await outbox.goto("/dev/outbox");
    const text = await outbox
      .locator(`[data-testid="outbox-mail"][data-to="${email}"] pre`)
      .first()
      .innerText({ timeout: 1000 });
    code = /確認コード[:：]\s*(\d{6})/.exec(text)?.[1];
    expect(code).toBeDefined();
  }).toPass();
  await outbox.close();
  await tabTo(page, page.getByLabel(/確認コード/));
  await page.keyboard.type(code!);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/user_registrations\/basic_information$/);
  const heading = page.getByRole("heading", { level: 1, name: "基本情報の入力" });
  await expect(heading).toBeFocused();

  // From the heading, Tab reaches 姓, then meets the name fields in the order they are read, each with a focus ring.
  const field = (label: string) =>
    page.getByLabel(new RegExp(`^${label.replace(/[()（）]/g, "\\$&")}\\s*(必須|任意)?$`));
  await tabTo(page, field("姓"));
  for (const label of ["名", "セイ（全角カタカナ）", "メイ（全角カタカナ）"]) {
    await page.keyboard.press("Tab");
    await expect(field(label)).toBeFocused();
    await expectFocusVisible(page);
  }
  await tabTo(page, field("姓"), { backwards: true });
  await page.keyboard.type("未来");
  await page.keyboard.press("Tab");
  await page.keyboard.type("花子");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ミライ");
  await page.keyboard.press("Tab");
  await page.keyboard.type("ハナコ");
  // Selects by arrow keys: year, month, day.
  await tabTo(page, field("年"));
  for (let i = 0; i < 6; i += 1) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await tabTo(page, field("郵便番号（7桁）"));
  await page.keyboard.type("150-0001");
  await tabTo(page, field("都道府県"));
  for (let i = 0; i < 13; i += 1) await page.keyboard.press("ArrowDown");
  await tabTo(page, field("市区町村・番地"));
  await page.keyboard.type("渋谷区神宮前1-2-3");
  await tabTo(page, field("電話番号"));
  await page.keyboard.type("090-1234-5678");
  await tabTo(page, page.getByRole("button", { name: "次へ" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/user_registrations\/affiliation$/);
  await expect(page.getByRole("heading", { level: 1, name: "学校情報の入力" })).toBeFocused();
});
