import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO_EMAIL, demoStudentMails, signInAsDemoStudent } from "./demo-student";
import { one, query } from "./site-database";

const run = promisify(execFile);
const LIVE_URL = "https://live.mirai-career.example/rooms/e2e-online-join";
const ENTRY_MESSAGE = "開始5分前までに入室し、カメラをオンにしてお待ちください。";

/** `npm run editor -- …` against the served site's database (DATABASE_URL), as an editor runs it. */
async function editor(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const cli = path.join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, "scripts/editor.ts", ...args], { env: process.env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

type OnlineSchedule = { eventId: number; scheduleId: number; category: string };

/**
 * An online schedule of a published event the demo student may enter and has no entry of, without courses or a
 * lottery; moved to start in 20 minutes (its entry closing in 10), so the join window (30 minutes before the start)
 * is open as soon as the student has entered. Its live URL is cleared: the editor sets it in the story.
 */
async function onlineScheduleStartingSoon(): Promise<OnlineSchedule> {
  const row = await one<{ event_id: number; schedule_id: number; category: string }>(`
    select e.id as event_id, s.id as schedule_id, e.category
      from events e join schedules s on s.event_id = e.id join users u on u.email = '${DEMO_EMAIL}'
     where e.category in ('entry', 'internship', 'seminar') and e.published and (e.published_at is null or e.published_at <= now())
       and e.application_url is null and not e.lottery and s.is_online and not s.canceled and not s.stopped_entry
       and (cardinality(e.graduate_years) = 0 or u.graduate_year = any(e.graduate_years))
       and s.admission_limit_number is null
       and not exists (select 1 from courses c where c.schedule_id = s.id)
       and not exists (select 1 from entries x where x.event_id = e.id and x.user_id = u.id)
     order by e.id desc, s.id limit 1`);
  await query(
    `update schedules set live_url = null, time_limit_at = now() + interval '10 minutes',
       start_at = now() + interval '20 minutes', end_at = now() + interval '2 hours', close_at = now() + interval '3 hours'
     where id = $1`,
    [row.schedule_id],
  );
  return {
    eventId: row.event_id,
    scheduleId: row.schedule_id,
    category: row.category === "entry" ? "selection" : row.category,
  };
}

async function demoEntry(scheduleId: number): Promise<{ state: string; attended_at: string | null } | undefined> {
  const [row] = await query<{ state: string; attended_at: string | null }>(
    `select x.state, x.attended_at from entries x join users u on u.id = x.user_id where u.email = $1 and x.schedule_id = $2`,
    [DEMO_EMAIL, scheduleId],
  );
  return row;
}

test.describe.serial("joining an online event", () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, workerInfo) => {
    context = await browser.newContext({
      baseURL: workerInfo.project.use.baseURL,
      viewport: workerInfo.project.use.viewport ?? null,
    });
    page = await context.newPage();
    // The streaming service is outside this machine: the browser lands on a stand-in page at its address.
    await context.route("https://live.mirai-career.example/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        body: '<!doctype html><html lang="ja"><title>配信</title><h1>オンライン配信</h1></html>',
      }),
    );
  });

  test.afterAll(async () => {
    await context.close();
  });

  test("an editor sets the live URL and a stage message; the student enters, sees 参加する, joins and is marked attended", async () => {
    const schedule = await onlineScheduleStartingSoon();
    const eventPage = `/events/${schedule.category}/${schedule.eventId}`;

    // The editor: http is refused in Japanese and changes nothing; https is stored; a stage message for entrants.
    const refused = await editor("set-live-url", String(schedule.scheduleId), "http://live.mirai-career.example/x");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("参加URLは https:// で始まるURLにしてください");
    expect(
      (await one<{ live_url: string | null }>(`select live_url from schedules where id = ${schedule.scheduleId}`))
        .live_url,
    ).toBeNull();
    const set = await editor("set-live-url", String(schedule.scheduleId), LIVE_URL);
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout).toContain("参加URLを設定しました");
    const message = await editor("set-stage-message", String(schedule.scheduleId), "entry", ENTRY_MESSAGE);
    expect(message.code, message.stderr).toBe(0);

    // Anonymous: the event page holds neither the live URL nor the message.
    const anonymous = await page.goto(eventPage);
    const html = (await anonymous?.text()) ?? "";
    expect(html).not.toContain(LIVE_URL);
    expect(html).not.toContain(ENTRY_MESSAGE);

    // The student enters the online schedule.
    await signInAsDemoStudent(page, eventPage);
    const row = page.locator(`[data-schedule-id="${schedule.scheduleId}"]`);
    await row.getByRole("link", { name: /エントリーする/ }).click();
    await expect(page.getByText(/案内されたURLからご参加ください。参加用のリンクは開始30分前から/)).toBeVisible();
    await page.getByRole("button", { name: "この内容でエントリーする" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "エントリーが完了しました" })).toBeVisible();
    await expect(page.getByRole("note", { name: "主催者からのお知らせ" })).toContainText(ENTRY_MESSAGE);
    const liveRedirect = new RegExp(`/api/v1/events/${schedule.eventId}/event_in/live$`);
    await expect(page.getByRole("link", { name: /^参加する/ })).toHaveAttribute("href", liveRedirect);

    // The entry mail links to the site's join redirect, never to the live URL.
    const joinPath = `/api/v1/events/${schedule.eventId}/event_in/live`;
    await expect
      .poll(async () =>
        (await demoStudentMails(page)).some((text) => text.includes(ENTRY_MESSAGE) && text.includes(joinPath)),
      )
      .toBe(true);
    expect((await demoStudentMails(page)).some((text) => text.includes(LIVE_URL))).toBe(false);

    // The ticket page offers 参加する too.
    await page.goto("/event_attendance");
    const ticket = page.locator("article").filter({ has: page.getByRole("link", { name: /^参加する/ }) });
    await expect(ticket.getByRole("link", { name: /^参加する/ })).toHaveAttribute("href", liveRedirect);

    // The event page's entered row: the message and 参加する; clicking lands on the live URL through the redirect.
    await page.goto(eventPage);
    await expect(row.getByText("エントリー済み")).toBeVisible();
    await expect(row.getByRole("note", { name: "主催者からのお知らせ" })).toContainText(ENTRY_MESSAGE);
    const join = row.getByRole("link", { name: /^参加する/ });
    await expect(join).toHaveAttribute("href", liveRedirect);
    expect((await demoEntry(schedule.scheduleId))?.state).toBe("entried");
    await join.click();
    await expect(page).toHaveURL(LIVE_URL);
    await expect(page.getByRole("heading", { name: "オンライン配信" })).toBeVisible();
    await expect.poll(async () => (await demoEntry(schedule.scheduleId))?.state).toBe("attended");
    expect((await demoEntry(schedule.scheduleId))?.attended_at).not.toBeNull();
  });
});
