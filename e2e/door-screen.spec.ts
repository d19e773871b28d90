import { expect, test, type Page } from "@playwright/test";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { renderSVG } from "uqr";
import { readCheckinSecret } from "../server/checkin/checkin-env";
import { venueCode, VENUE_WINDOW_MS } from "../server/checkin/checkin-codes";
import { createDoorToken } from "../server/checkin/door/door-token";
import { DEMO_EMAIL, signInAsDemoStudent } from "./demo-student";
import { query } from "./site-database";

/*
 * The door screen for venue staff (issue 32 item 8, docs/checkin.md "Door screen"): an editor issues a door link with
 * `npm run editor -- door-link`, a tablet at the door shows the rotating code as a QR code, a student's phone opens
 * the URL the QR code encodes and checks in, and the screen's count goes up.
 */

const run = promisify(execFile);
const TABLET = { width: 1024, height: 768 };

type Seat = { scheduleId: number; eventId: number; startAt: string; endAt: string; closeAt: string | null };
let seat: Seat;

/** A published event the demo student has no entry of; its first schedule is moved to now and a seat given to them. */
test.beforeAll(async () => {
  const [row] = await query<Seat>(
    `select s.id as "scheduleId", s.event_id as "eventId", s.start_at as "startAt", s.end_at as "endAt", s.close_at as "closeAt"
       from schedules s join events e on e.id = s.event_id
      where e.published and (e.published_at is null or e.published_at <= now()) and not s.canceled
        and not exists (select 1 from entries x join users u on u.id = x.user_id where x.event_id = e.id and u.email = $1)
      order by e.id desc, s.start_at limit 1`,
    [DEMO_EMAIL],
  );
  if (!row) throw new Error("no published event without an entry of the demo student");
  seat = row;
  await query(
    `update schedules set start_at = now() - interval '10 minutes', end_at = now() + interval '3 hours',
       close_at = now() + interval '4 hours' where id = $1`,
    [seat.scheduleId],
  );
  await query(
    `insert into entries (user_id, event_id, schedule_id, state) select id, $2, $3, 'entried' from users where email = $1`,
    [DEMO_EMAIL, seat.eventId, seat.scheduleId],
  );
});

test.afterAll(async () => {
  await query(`delete from entries where schedule_id = $1 and user_id = (select id from users where email = $2)`, [
    seat.scheduleId,
    DEMO_EMAIL,
  ]);
  await query(`update schedules set start_at = $2, end_at = $3, close_at = $4 where id = $1`, [
    seat.scheduleId,
    seat.startAt,
    seat.endAt,
    seat.closeAt,
  ]);
});

/** The door link as an editor gets it: `npm run editor -- door-link <schedule_id>` (stdout is the link alone). */
async function editorDoorLink(scheduleId: number): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/editor.ts", "door-link", String(scheduleId)],
    { env: { ...process.env, SITE_URL: process.env.BASE_URL } },
  );
  const link = stdout.trim();
  expect(link).toMatch(/\/door#s\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
  return link;
}

const qrCode = (page: Page) => page.getByRole("img", { name: /受付用QRコード/ });

/** The URL the QR code encodes: the page writes it in `data-qr-url` and as text; the SVG must be that URL's QR code. */
async function encodedUrl(page: Page): Promise<string> {
  const qr = qrCode(page);
  const url = await qr.getAttribute("data-qr-url");
  if (!url) throw new Error("the QR code names no URL");
  await expect(page.getByTestId("door-qr-url")).toHaveText(url);
  // uqr draws the same modules for the same text: the drawn path is the QR code of exactly this URL
  const drawn = await qr.locator("svg path").getAttribute("d");
  expect(drawn).toBe(/ d="([^"]+)"/.exec(renderSVG(url, { border: 2 }))?.[1]);
  return url;
}

async function expectOnlyTheMessage(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "この受付画面のリンクは使えません" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("新しい受付画面のリンクを発行してもらってください");
  await expect(qrCode(page)).toHaveCount(0);
  await expect(page.getByTestId("door-count")).toHaveCount(0);
}

test("an editor's door link shows the code as a QR code; a student's phone scanning it checks in and the count goes up", async ({
  browser,
}) => {
  test.setTimeout(90_000); // a sign-in through the mailed code, then the screen's 5-second polling
  const link = await editorDoorLink(seat.scheduleId);
  const door = await browser.newContext({ viewport: TABLET });
  // the student's browser signs in as the other specs do (at desktop width, where the form's button comes first),
  // then is narrowed to a phone's width to open the scanned URL
  const phone = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const screen = await door.newPage();
    const response = await screen.goto(link);
    expect(response?.status()).toBe(200);
    await expect(screen.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
    await expect(screen.getByRole("heading", { level: 1, name: /^会場受付：/ })).toBeVisible();
    await expect(qrCode(screen)).toBeVisible();
    await expect(screen.getByTestId("door-count")).toHaveText("0人");
    const url = await encodedUrl(screen);
    expect(url).toMatch(new RegExp(`/event_in/attend/events/${seat.eventId}\\?code=[A-Za-z0-9_-]{16}$`));

    // the student's phone opens the URL, and the page checks them in
    const student = await phone.newPage();
    await signInAsDemoStudent(student);
    await student.setViewportSize({ width: 390, height: 844 });
    const { pathname, search } = new URL(url);
    await student.goto(`${pathname}${search}`);
    await expect(student.getByRole("heading", { level: 1, name: "受付が完了しました" })).toBeVisible();

    // the door screen asks every 5 seconds
    await expect(screen.getByTestId("door-count")).toHaveText("1人", { timeout: 12_000 });
    expect(screen.url()).toBe(link); // the token never left the fragment
  } finally {
    await door.close();
    await phone.close();
  }
});

test("the QR code changes when the code rotates", async ({ browser }) => {
  const link = await editorDoorLink(seat.scheduleId);
  const door = await browser.newContext({ viewport: TABLET });
  try {
    const screen = await door.newPage();
    // The server's next 5-minute window, brought forward: the first answer says the next code comes in a second, the
    // later ones are the real answer with the code of the next window (the server's own rotation is tested in
    // server/checkin/door/door-routes.test.ts). The page must ask again then and redraw the QR code.
    const nextWindow = new Date(Date.now() + VENUE_WINDOW_MS);
    const nextCode = venueCode(readCheckinSecret(), seat.scheduleId, nextWindow);
    let calls = 0;
    await screen.route("**/api/v1/door_screen", async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { code: string; url: string; refresh_at: string; valid_until: string };
      calls += 1;
      const rotated =
        calls === 1
          ? { ...body, refresh_at: new Date(Date.now() + 1000).toISOString() }
          : {
              ...body,
              code: nextCode,
              url: body.url.replace(body.code, nextCode),
              valid_until: new Date(nextWindow.getTime() + 2 * VENUE_WINDOW_MS).toISOString(),
            };
      await route.fulfill({ response: real, json: rotated });
    });
    await screen.goto(link);
    const first = await encodedUrl(screen);
    await expect(qrCode(screen)).not.toHaveAttribute("data-qr-url", first, { timeout: 5_000 });
    const second = await encodedUrl(screen);
    expect(second).toBe(first.replace(/code=[^&]+/, `code=${nextCode}`));
  } finally {
    await door.close();
  }
});

test("without a valid link the screen shows only the message: none, expired, tampered", async ({ browser }) => {
  const link = await editorDoorLink(seat.scheduleId);
  const door = await browser.newContext({ viewport: TABLET });
  try {
    const screen = await door.newPage();
    const expired = createDoorToken(
      readCheckinSecret(),
      { kind: "schedule", id: seat.scheduleId },
      new Date(Date.now() - 1000),
    );
    const token = new URL(link).hash.slice(1);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const target of ["/door", `/door#${expired}`, `/door#${tampered}`]) {
      await screen.goto("about:blank");
      await screen.goto(target);
      await expectOnlyTheMessage(screen);
    }
  } finally {
    await door.close();
  }
});
