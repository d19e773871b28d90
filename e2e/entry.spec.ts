import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO_EMAIL, signInAsDemoStudent } from "./demo-student";
import { query } from "./site-database";

const run = promisify(execFile);

type OpenSchedule = { eventId: number; scheduleId: number; category: string; lottery: boolean };

/**
 * A published event (not a joint fair, no external application) for the demo student's graduation year (or every
 * year), with a schedule that still takes entries, has a seat, and that the student has not entered.
 */
async function openSchedule(): Promise<OpenSchedule> {
  const [row] = await query<{ event_id: number; schedule_id: number; category: string; lottery: boolean }>(
    `select e.id as event_id, s.id as schedule_id, e.category, e.lottery
       from events e join schedules s on s.event_id = e.id join users u on u.email = $1
      where e.category in ('entry', 'internship', 'seminar') and e.published and (e.published_at is null or e.published_at <= now())
        and e.application_url is null and not e.lottery
        and (cardinality(e.graduate_years) = 0 or u.graduate_year = any(e.graduate_years))
        and not s.canceled and not s.stopped_entry and s.time_limit_at > now() + interval '1 day' and s.start_at > now() + interval '1 day'
        and (s.admission_limit_number is null or s.admission_limit_number >
             (select count(*) from entries x where x.schedule_id = s.id and x.state not in ('canceled', 'absenced')))
        -- no entry of the student on any schedule of the event (one entry per event; the seed enters some)
        and not exists (select 1 from entries x where x.event_id = e.id and x.user_id = u.id)
      order by e.id, s.start_at limit 1`,
    [DEMO_EMAIL],
  );
  if (!row) throw new Error("the seed has no open schedule for the demo student");
  return {
    eventId: row.event_id,
    scheduleId: row.schedule_id,
    category: row.category === "entry" ? "selection" : row.category,
    lottery: row.lottery,
  };
}

async function entryStates(scheduleId: number): Promise<string[]> {
  const rows = await query<{ state: string }>(
    `select x.state from entries x join users u on u.id = x.user_id where u.email = $1 and x.schedule_id = $2`,
    [DEMO_EMAIL, scheduleId],
  );
  return rows.map((row) => row.state);
}

test.describe("entering a schedule", () => {
  test("anonymous visitors get ログインしてエントリー back to the event page; the entry pages 404 on bad paths", async ({
    page,
  }) => {
    const schedule = await openSchedule();
    const eventPage = `/events/${schedule.category}/${schedule.eventId}`;
    await page.goto(eventPage);
    const row = page.locator(`[data-schedule-id="${schedule.scheduleId}"]`);
    await expect(row.getByRole("link", { name: /ログインしてエントリー/ })).toHaveAttribute(
      "href",
      `/login?return_to=${encodeURIComponent(eventPage)}`,
    );

    for (const path of [
      `/events/entry/${schedule.eventId}/entry_complete`,
      `/events/${schedule.category}/abc/schedules/1/confirm`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

/**
 * One signed-in session for every story below: each sign-in counts against the per-IP limit (10 in 10 minutes) that
 * the other specs' sign-ins share.
 */
test.describe.serial("a signed-in student", () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, workerInfo) => {
    context = await browser.newContext({
      baseURL: workerInfo.project.use.baseURL,
      viewport: workerInfo.project.use.viewport ?? null,
    });
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context.close();
  });

  test("enters from the event page, sees the complete page, then cancels from the event page", async () => {
    const schedule = await openSchedule();
    const eventPage = `/events/${schedule.category}/${schedule.eventId}`;
    await signInAsDemoStudent(page, eventPage);

    // Event page: the row's action appears after hydration without moving the row's height.
    const row = page.locator(`[data-schedule-id="${schedule.scheduleId}"]`);
    const enter = row.getByRole("link", { name: /エントリーする/ });
    await expect(enter).toBeVisible();
    await enter.click();

    // Confirm page: layout without footer, noindex, the schedule and the student's details, one button.
    await expect(page).toHaveURL(
      new RegExp(`/events/${schedule.category}/${schedule.eventId}/schedules/${schedule.scheduleId}/confirm$`),
    );
    await expect(page.getByRole("heading", { level: 1, name: "エントリー内容の確認" })).toBeVisible();
    await expect(page.locator("[data-layout='without-footer']")).toBeVisible();
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { name: "企業に送られる情報" })).toBeVisible();
    const submit = page.getByRole("button", { name: "この内容でエントリーする" });
    await submit.dblclick();

    // Complete page: the entry, calendar links; exactly one entry was made.
    await expect(page).toHaveURL(new RegExp(`/events/${schedule.category}/${schedule.eventId}/entry_complete$`));
    await expect(page.getByRole("heading", { level: 1, name: "エントリーが完了しました" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Googleカレンダーに追加/ })).toHaveAttribute(
      "href",
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
    );
    await expect(page.getByRole("link", { name: "カレンダーファイル（.ics）をダウンロード" })).toHaveAttribute(
      "href",
      /^\/api\/v1\/entries\/\d+\/calendar\.ics$/,
    );
    expect(await entryStates(schedule.scheduleId)).toEqual(["entried"]);

    // A reload (no history state) still finds the entry.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "エントリーが完了しました" })).toBeVisible();

    // Back on the event page: エントリー済み, and a cancel through the dialog.
    await page.goto(eventPage);
    await expect(row.getByText("エントリー済み")).toBeVisible();
    await row.getByRole("button", { name: /キャンセル/ }).click();
    const dialog = page.getByRole("dialog", { name: "エントリーをキャンセルしますか？" });
    await dialog.getByRole("button", { name: "キャンセルする" }).click();
    await expect(page.getByRole("status").filter({ hasText: "エントリーをキャンセルしました。" })).toBeVisible();
    await expect(row.getByRole("link", { name: /エントリーする/ })).toBeVisible();
    await expect.poll(() => entryStates(schedule.scheduleId)).toEqual(["canceled"]);
  });

  test("joins a full schedule's waitlist and leaves it", async () => {
    const full = await fullSchedule();
    expect(full, "the sample data has a full schedule for the demo student").not.toBeNull();
    await page.goto(`/events/${full!.category}/${full!.eventId}`);
    const row = page.locator(`[data-schedule-id="${full!.scheduleId}"]`);
    await row.getByRole("button", { name: /キャンセル待ちに登録/ }).click();
    await expect(row.getByText("キャンセル待ち", { exact: true })).toBeVisible();
    await expect.poll(() => entryStates(full!.scheduleId)).toEqual(["remained"]);
    await row.getByRole("button", { name: /キャンセル/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "キャンセルする" }).click();
    await expect.poll(() => entryStates(full!.scheduleId)).toEqual(["canceled"]);
  });

  test("enters through a course while entry_courses_with_event is on, finds it under /event_entry_courses and cancels it there", async () => {
    const schedule = await courseSchedule();
    expect(schedule, "the sample data has an open schedule with courses for the demo student").not.toBeNull();
    const eventPage = `/events/${schedule!.category}/${schedule!.eventId}`;
    await query("update feature_flags set enabled = true where key = 'entry_courses_with_event'");
    try {
      await page.goto(eventPage);
      const row = page.locator(`[data-schedule-id="${schedule!.scheduleId}"]`);
      const enter = row.getByRole("link", { name: /エントリーする/ });
      await expect(enter).toHaveAttribute("href", `${eventPage}/schedules/${schedule!.scheduleId}/courses`);
      await enter.click();

      // Courses page: layout without footer, the courses as one radio group.
      await expect(page.getByRole("heading", { level: 1, name: "コース選択" })).toBeVisible();
      await expect(page.locator("footer")).toHaveCount(0);
      const radio = page.getByRole("group", { name: "参加するコース" }).getByRole("radio", { disabled: false }).first();
      const courseId = Number(await radio.getAttribute("value"));
      const [course] = await query<{ title: string }>("select title from courses where id = $1", [courseId]);
      await radio.check();
      await page.getByRole("button", { name: "このコースで次へ" }).click();

      await expect(page).toHaveURL(new RegExp(`/schedules/${schedule!.scheduleId}/confirm\\?course_id=${courseId}$`));
      await page.getByRole("button", { name: "この内容でエントリーする" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "エントリーが完了しました" })).toBeVisible();
      await expect.poll(() => entryCourses(schedule!.scheduleId)).toEqual([{ state: "entried", course_id: courseId }]);

      await page.goto("/event_entry_courses");
      await expect(page.getByRole("heading", { level: 1, name: "エントリーしたコース" })).toBeVisible();
      await page.locator(`a[href="/event_entry_courses/${courseId}"]`).first().click();
      await expect(page.getByRole("heading", { level: 1, name: course!.title })).toBeVisible();
      await page.getByRole("button", { name: "エントリーをキャンセル" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "キャンセルする" }).click();
      await expect.poll(() => entryCourses(schedule!.scheduleId)).toEqual([{ state: "canceled", course_id: courseId }]);
    } finally {
      await query("update feature_flags set enabled = false where key = 'entry_courses_with_event'");
    }
  });

  test("enters a fair, keeps the ticket offline, checks in at the door and two booths, and writes a review the event-review page shows", async () => {
    const fair = await fairSchedule();
    expect(fair, "the sample data has an open fair with booths for the demo student").not.toBeNull();
    // A fair has no detail page: its address leads to the feature event page that presents it, where it is entered.
    await page.goto(`/events/gosetsu/${fair!.eventId}`);
    await expect(page).toHaveURL(/\/feature_events\/\d+$/);
    await page
      .locator(`[data-schedule-id="${fair!.scheduleId}"]`)
      .getByRole("link", { name: /エントリーする/ })
      .click();
    await page.getByRole("button", { name: "この内容でエントリーする" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "エントリーが完了しました" })).toBeVisible();
    const [entry] = await query<{ id: number }>(
      `select x.id from entries x join users u on u.id = x.user_id where u.email = $1 and x.schedule_id = $2 and x.state = 'entried'`,
      [DEMO_EMAIL, fair!.scheduleId],
    );

    // The ticket, then no network: 最新の情報に更新 falls back to the stored ticket, QR code included.
    await page.goto("/event_attendance");
    const ticket = page.locator(`article[data-entry-id="${entry!.id}"]`);
    await expect(ticket.getByRole("img", { name: /参加チケット（QRコード）/ })).toBeVisible();
    await context.setOffline(true);
    try {
      await page.getByRole("button", { name: "最新の情報に更新" }).click();
      await expect(page.getByText(/オフラインのため、最後に読み込んだチケットを表示しています/)).toBeVisible();
      await expect(ticket.getByRole("img", { name: /参加チケット（QRコード）/ })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByText(/オフラインのため/)).toHaveCount(0); // asked again when the network came back

    // The fair's day has come (test data: the schedule is moved to now), staff show the door's code.
    await query(
      `update schedules set start_at = now() - interval '10 minutes', end_at = now() + interval '3 hours', close_at = now() + interval '4 hours' where id = $1`,
      [fair!.scheduleId],
    );
    await page.goto(await staffCodePath("--schedule", fair!.scheduleId));
    await expect(page.getByRole("heading", { level: 1, name: "受付が完了しました" })).toBeVisible();
    await expect.poll(() => entryStates(fair!.scheduleId)).toEqual(["attended"]);

    // Two booths, each with its own code of the day.
    for (const booth of fair!.booths) {
      await page.goto(await staffCodePath("--booth", booth.id));
      await expect(page.getByRole("heading", { level: 1, name: "チェックインしました" })).toBeVisible();
    }
    await page.goto(`/event_checkinable_companies?event_id=${fair!.eventId}`);
    await expect(page.getByText("✓ チェックイン済み")).toHaveCount(2);

    // The review: only the visited booths are offered.
    await page.goto("/event_attendance");
    await ticket.getByRole("link", { name: "体験記を書く" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "体験記を書く" })).toBeVisible();
    await expect(page.getByRole("group", { name: /^企業\s?必須$/ }).getByRole("radio")).toHaveCount(2);
    const reviewed = fair!.booths[1]!;
    await page.getByRole("radio", { name: reviewed.companyName }).check();
    for (const axis of ["総合評価", "内容の充実度", "社員の対応", "企業理解への役立ち度"]) {
      await page
        .getByRole("group", { name: new RegExp(axis) })
        .getByRole("radio", { name: /^4 / })
        .check();
    }
    const title = `ブースで現場の話が聞けた ${Date.now() % 100000}`;
    await page.getByRole("textbox", { name: /タイトル/ }).fill(title);
    await page
      .getByRole("textbox", { name: /本文/ })
      .fill(
        "ブースでは若手社員の方が仕事の一日の流れを具体的に説明してくださいました。質問にも丁寧に答えていただき、説明会だけでは分からない雰囲気がつかめました。",
      );
    await page.getByRole("button", { name: "体験記を投稿する" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "体験記を投稿しました" })).toBeVisible();

    // The company's event reviews show it at once, marked 参加者の体験記.
    await page.getByRole("link", { name: `${reviewed.companyName}のイベントクチコミを見る` }).click();
    await expect(page).toHaveURL(new RegExp(`/companies/${reviewed.companyId}/event_reviews$`));
    const posted = page.locator("article").filter({ hasText: title });
    await expect(posted).toBeVisible();
    await expect(posted.getByText("参加者の体験記")).toBeVisible();
  });
});

/** An open schedule with courses (none of them a lottery) of an event for the demo student, who holds no entry of that event. */
async function courseSchedule(): Promise<{ eventId: number; scheduleId: number; category: string } | null> {
  const [row] = await query<{ event_id: number; schedule_id: number; category: string }>(
    `select e.id as event_id, s.id as schedule_id, e.category
       from events e join schedules s on s.event_id = e.id join users u on u.email = $1
      where e.category in ('entry', 'internship', 'seminar') and e.published and (e.published_at is null or e.published_at <= now())
        and e.application_url is null and not e.lottery
        and (cardinality(e.graduate_years) = 0 or u.graduate_year = any(e.graduate_years))
        and not s.canceled and not s.stopped_entry and s.time_limit_at > now() + interval '1 day' and s.start_at > now() + interval '1 day'
        and (s.admission_limit_number is null or s.admission_limit_number >
             (select count(*) from entries x where x.schedule_id = s.id and x.state in ('entried', 'invited', 'elected', 'attended')))
        and exists (select 1 from courses c where c.schedule_id = s.id and not c.lottery)
        and not exists (select 1 from courses c where c.schedule_id = s.id and c.lottery)
        and not exists (select 1 from entries x where x.event_id = e.id and x.user_id = u.id and x.state <> 'canceled')
      order by e.id, s.start_at limit 1`,
    [DEMO_EMAIL],
  );
  return row
    ? {
        eventId: row.event_id,
        scheduleId: row.schedule_id,
        category: row.category === "entry" ? "selection" : row.category,
      }
    : null;
}

async function entryCourses(scheduleId: number): Promise<Array<{ state: string; course_id: number | null }>> {
  return query<{ state: string; course_id: number | null }>(
    `select x.state, x.course_id from entries x join users u on u.id = x.user_id where u.email = $1 and x.schedule_id = $2`,
    [DEMO_EMAIL, scheduleId],
  );
}

/** A full schedule (seats taken by others) of an event for the demo student, who holds no active entry of that event. */
async function fullSchedule(): Promise<{ eventId: number; scheduleId: number; category: string } | null> {
  const [row] = await query<{ event_id: number; schedule_id: number; category: string }>(
    `select e.id as event_id, s.id as schedule_id, e.category
       from events e join schedules s on s.event_id = e.id join users u on u.email = $1
      where e.category in ('entry', 'internship', 'seminar') and e.published and (e.published_at is null or e.published_at <= now())
        and e.application_url is null and not e.lottery
        and (cardinality(e.graduate_years) = 0 or u.graduate_year = any(e.graduate_years))
        and not s.canceled and not s.stopped_entry and s.time_limit_at > now() + interval '1 day'
        and s.admission_limit_number is not null
        and s.admission_limit_number <= (select count(*) from entries x where x.schedule_id = s.id and x.state in ('entried', 'invited', 'elected', 'attended'))
        and not exists (select 1 from entries x where x.event_id = e.id and x.user_id = u.id and x.state <> 'canceled')
        and not exists (select 1 from courses c where c.schedule_id = s.id)
      order by e.id, s.start_at limit 1`,
    [DEMO_EMAIL],
  );
  return row
    ? {
        eventId: row.event_id,
        scheduleId: row.schedule_id,
        category: row.category === "entry" ? "selection" : row.category,
      }
    : null;
}

type Fair = {
  eventId: number;
  scheduleId: number;
  booths: Array<{ id: number; companyId: number; companyName: string }>;
};

/** An open schedule of a fair with booths (check-in on) for the demo student, who holds no active entry of that fair. */
async function fairSchedule(): Promise<Fair | null> {
  const [row] = await query<{ event_id: number; schedule_id: number }>(
    `select e.id as event_id, s.id as schedule_id
       from events e join schedules s on s.event_id = e.id join users u on u.email = $1
      where e.category = 'gosetsu' and e.use_checkin and e.published and (e.published_at is null or e.published_at <= now())
        and e.application_url is null and not e.lottery
        and (cardinality(e.graduate_years) = 0 or u.graduate_year = any(e.graduate_years))
        and not s.canceled and not s.stopped_entry and s.time_limit_at > now() + interval '1 day' and s.start_at > now() + interval '1 day'
        and (s.admission_limit_number is null or s.admission_limit_number >
             (select count(*) from entries x where x.schedule_id = s.id and x.state in ('entried', 'invited', 'elected', 'attended')))
        and (select count(*) from event_checkinable_companies b where b.event_id = e.id) >= 2
        and exists (select 1 from feature_event_events fee join feature_events fe on fe.id = fee.feature_event_id and fe.published where fee.event_id = e.id)
        and not exists (select 1 from courses c where c.schedule_id = s.id)
        and not exists (select 1 from entries x where x.event_id = e.id and x.user_id = u.id and x.state <> 'canceled')
      order by e.id, s.start_at limit 1`,
    [DEMO_EMAIL],
  );
  if (!row) return null;
  const booths = await query<{ id: number; company_id: number; name: string }>(
    `select b.id, b.company_id, c.name from event_checkinable_companies b join companies c on c.id = b.company_id
      where b.event_id = $1 order by b.display_order, b.id limit 2`,
    [row.event_id],
  );
  return {
    eventId: row.event_id,
    scheduleId: row.schedule_id,
    booths: booths.map((booth) => ({ id: booth.id, companyId: booth.company_id, companyName: booth.name })),
  };
}

/** The path (with ?code=) of the QR a staff member shows, from `npm run checkin:code` as staff run it. */
async function staffCodePath(flag: "--schedule" | "--booth", id: number): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/checkin-code.ts", flag, String(id)],
    {
      env: process.env,
    },
  );
  const url = /^url:\s+(\S+)$/m.exec(stdout)?.[1];
  if (!url) throw new Error(`npm run checkin:code printed no url:\n${stdout}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
