import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { forgetSignInTries, one, query } from "./site-database";

/**
 * The registration questionnaire (issue 6) against the real API: a new student signs up, completes every step of
 * version202405002 with the keyboard only (fields are reached with focus(), standing in for Tab stops, and operated
 * with keys: typing, Space on checkboxes and radios, arrows in selects, Enter to send), reloads mid-way and resumes,
 * and gets the completion result; a completed student opening a step page lands on /.
 */

async function latestCodeTo(context: BrowserContext, address: string): Promise<string> {
  const outbox = await context.newPage();
  try {
    let code: string | undefined;
    await expect(async () => {
      await outbox.goto("/dev/outbox");
      const text = await outbox
        .locator(`[data-testid="outbox-mail"][data-to="${address}"] pre`)
        .first()
        .innerText({ timeout: 1000 });
      code = /確認コード[:：]\s*(\d{6})/.exec(text)?.[1];
      expect(code).toBeDefined();
    }).toPass();
    return code!;
  } finally {
    await outbox.close();
  }
}

/** A field by its label; the label's 必須/任意 mark is part of its accessible name. */
function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}\\s*(必須|任意)?$`));
}

async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.page().keyboard.press("ControlOrMeta+A");
  await field.page().keyboard.type(text);
}

/** Chooses in a <select> with the keyboard: arrow presses from the placeholder. */
async function arrowSelect(select: Locator, downs: number) {
  await select.focus();
  for (let i = 0; i < downs; i += 1) await select.page().keyboard.press("ArrowDown");
}

async function pressSpace(control: Locator) {
  await control.focus();
  await control.page().keyboard.press("Space");
}

async function submitStep(page: Page, name: RegExp | string = "次へ") {
  await page.getByRole("button", { name }).focus();
  await page.keyboard.press("Enter");
}

async function expectStep(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  // The heading takes focus on each step, so keyboard users start at the top of the new step.
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeFocused();
}

async function eventTakingEntries(): Promise<{ id: number; category: string; title: string }> {
  return one(`
    select e.id, e.category, e.title from events e
    where e.published and (e.published_at is null or e.published_at <= now()) and e.category in ('seminar', 'entry')
      and exists (select 1 from schedules s where s.event_id = e.id and not s.canceled and not s.stopped_entry
                  and s.time_limit_at > now() + interval '1 day'
                  and (s.admission_limit_number is null or s.admission_limit_number > 5))
    order by e.id limit 1`);
}

test("a new student signs up and completes every step with the keyboard, resuming after a reload", async ({
  page,
  context,
}) => {
  const email = `e2e-registration-${Date.now()}@example.com`;
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(String(error)));

  // Before signing up: an event detail page records the event (ids only) for recommend_events.
  const viewed = await eventTakingEntries();
  await page.goto(`/events/${viewed.category === "entry" ? "selection" : viewed.category}/${viewed.id}`);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("mirai_recently_viewed_events")))
    .toBe(`[${viewed.id}]`);

  await forgetSignInTries();
  await page.goto("/user_registrations");
  await expect(page.getByRole("button", { name: "同意して登録する" })).toBeEnabled();
  await typeInto(field(page, "メールアドレス"), email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "メールを送信しました" })).toBeVisible();
  await typeInto(field(page, "確認コード（6桁）"), await latestCodeTo(context, email));
  await page.keyboard.press("Enter");

  // Signed up (which is agreeing to the current terms): the registration entry sends the student to the first step.
  await expectStep(page, "/user_registrations/basic_information", "基本情報の入力");
  await expect(page.getByRole("progressbar", { name: "会員登録の進み具合" })).toHaveAttribute(
    "aria-valuetext",
    "全13ステップ中 1ステップ目",
  );

  // Validation messages sit next to their fields.
  await submitStep(page);
  const kana = field(page, "セイ（全角カタカナ）");
  await expect(kana).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#field-last_name_kana-error")).toHaveText("セイを入力してください");
  await typeInto(field(page, "姓"), "未来");
  await typeInto(field(page, "名"), "花子");
  await typeInto(kana, "山田");
  await submitStep(page);
  await expect(page.locator("#field-last_name_kana-error")).toHaveText("セイは全角カタカナで入力してください");
  await typeInto(kana, "ミライ");
  await typeInto(field(page, "メイ（全角カタカナ）"), "はなこ"); // hiragana becomes katakana
  await arrowSelect(field(page, "年"), 6);
  await arrowSelect(field(page, "月"), 4);
  await arrowSelect(field(page, "日"), 1);
  await typeInto(field(page, "郵便番号（7桁）"), "150-0001");
  await arrowSelect(field(page, "都道府県"), 13);
  await typeInto(field(page, "市区町村・番地"), "渋谷区神宮前1-2-3");
  await typeInto(field(page, "電話番号"), "090-1234-5678");
  await submitStep(page);

  await expectStep(page, "/user_registrations/affiliation", "学校情報の入力");
  await pressSpace(page.getByRole("radio", { name: "大学", exact: true }));
  const school = page.getByRole("combobox", { name: /学校名/ });
  await typeInto(school, "とうと");
  await expect(page.getByRole("option", { name: "東都大学" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: /選び直す/ })).toBeFocused();
  await arrowSelect(field(page, "学部"), 1);
  await arrowSelect(field(page, "卒業予定年"), 2);
  await arrowSelect(field(page, "学年"), 3);
  await submitStep(page);

  await expectStep(page, "/user_registrations/select_business", "興味のある業界");
  const industries = page.getByRole("group", { name: /興味のある業界/ }).getByRole("checkbox");
  await pressSpace(industries.nth(2));
  await pressSpace(industries.nth(0));
  await expect(page.getByText("第2希望", { exact: true })).toBeVisible();

  // Reload mid-way: the unsent choice is kept, and the site sends the student back to this step.
  await page.reload();
  await expectStep(page, "/user_registrations/select_business", "興味のある業界");
  await expect(industries.nth(2)).toBeChecked();
  await expect(industries.nth(0)).toBeChecked();
  await page.goto("/events/seminar");
  await expectStep(page, "/user_registrations/select_business", "興味のある業界");
  await expect(industries.nth(0)).toBeChecked();
  // Back navigation to an earlier step shows the saved answers.
  await page.getByRole("link", { name: "← 前のステップに戻る" }).focus();
  await page.keyboard.press("Enter");
  await expectStep(page, "/user_registrations/affiliation", "学校情報の入力");
  await expect(page.getByText("東都大学")).toBeVisible();
  await page.goBack();
  await expectStep(page, "/user_registrations/select_business", "興味のある業界");
  await submitStep(page);

  await expectStep(page, "/user_registrations/select_job", "興味のある職種");
  await pressSpace(
    page
      .getByRole("group", { name: /興味のある職種/ })
      .getByRole("checkbox")
      .first(),
  );
  await submitStep(page);

  await expectStep(page, "/user_registrations/select_work_location", "働きたい場所");
  await pressSpace(page.getByRole("checkbox", { name: "東京都" }));
  await submitStep(page);

  await expectStep(page, "/user_registrations/core_of_job_hunting", "就活の軸");
  await pressSpace(
    page
      .getByRole("group", { name: /企業選びで重視すること/ })
      .getByRole("checkbox")
      .first(),
  );
  await submitStep(page);

  await expectStep(page, "/user_registrations/recommend_events", "おすすめのイベント");
  // The event viewed before sign-up is offered (under 最近見たイベント, or among the recommendations when it is one).
  const viewedEvent = page.getByRole("group", {
    name: new RegExp(viewed.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  });
  const viewedSchedule = viewedEvent.getByRole("checkbox", { disabled: false }).first();
  await pressSpace(viewedSchedule);
  await submitStep(page, /件の日程を選んで次へ/);

  await expectStep(page, "/user_registrations/scout_option", "スカウトの受け取り");
  await pressSpace(page.getByRole("radio", { name: /スカウトを受け取る/ }));
  await submitStep(page);

  await expectStep(page, "/user_registrations/activity", "学生時代の活動");
  await arrowSelect(field(page, "活動の種類"), 2); // アルバイト
  await arrowSelect(field(page, "活動の内容"), 2); // 塾講師・家庭教師
  await typeInto(field(page, "取り組んだこと・役割・成果"), "塾講師として中学生に数学を教え、担当生徒の成績を上げた。");
  await submitStep(page);

  await query("update feature_flags set enabled = true where key = 'mirai_ai_enabled'");
  try {
    await expectStep(page, "/user_registrations/student_endeavor", "学生時代に力を入れたこと");
    const generate = page.getByRole("button", { name: "活動内容から下書きを作成する" });
    await expect(generate).toBeVisible();
    await expect(page.getByText(/作成されるのはあくまで下書きです/)).toBeVisible();
    await generate.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "下書きを作成しました" })).toBeVisible();
    const endeavor = page.getByRole("textbox", { name: /^学生時代に力を入れたこと/ });
    await expect(endeavor).not.toHaveValue("");
    await endeavor.focus();
    await page.keyboard.press("End");
    await page.keyboard.type("（自分で追記）");
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
    );
    expect(events).toContain("student-endeavor-update-suggested");
    await submitStep(page);
  } finally {
    await query("update feature_flags set enabled = false where key = 'mirai_ai_enabled'");
  }

  await expectStep(page, "/user_registrations/new_grad_referral_option", "新卒紹介サービス");
  await pressSpace(page.getByRole("radio", { name: "利用しない" }));
  await submitStep(page);

  await expectStep(page, "/user_registrations/mail_magazine_unsubscribe", "メールの配信設定");
  await pressSpace(page.getByRole("checkbox", { name: /週刊メールマガジン/ })); // unsubscribe from one
  await submitStep(page);

  // recommend_sites: sites pre-checked as allowed; with none for this student it completes itself.
  await expect(page).toHaveURL(/\/user_registrations\/(recommend_sites|recommend_events)$/);
  if (page.url().endsWith("/recommend_sites")) {
    await expectStep(page, "/user_registrations/recommend_sites", "提携サイトへの同時登録");
    await submitStep(page);
  } else {
    await expectStep(page, "/user_registrations/recommend_events", "おすすめのイベント");
    await submitStep(page, /次へ/);
  }

  await expectStep(page, "/user_registrations/confirm", "登録内容の確認");
  await expect(page.getByRole("definition").filter({ hasText: "未来 花子（ミライ ハナコ）" })).toBeVisible();
  await submitStep(page, "登録を完了する");

  await expectStep(page, "/user_registrations/result", "会員登録が完了しました");
  await expect(page.getByRole("region", { name: "イベントへのエントリー" })).toContainText("エントリー済み");
  const [registration] = await query<{ status: string }>(
    "select r.status from user_registrations r join users u on u.id = r.user_id where u.email = $1",
    [email],
  );
  expect(registration?.status).toBe("completed");

  // Completed: a step page sends the student to the top page, and the top page stays.
  await page.goto("/user_registrations/affiliation");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/events/seminar");
  await expect(page).toHaveURL(/\/events\/seminar$/);
  expect(pageErrors).toEqual([]);
});

test("anonymous visitors on a step page land on /", async ({ page }) => {
  await page.goto("/user_registrations/basic_information");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("[data-layout='default']")).toBeVisible();
});

test("student verification and confirmation open only for a completed, unconfirmed student", async ({ page }) => {
  for (const path of ["/user_registrations/student_verification", "/user_registrations/student_confirmation"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
