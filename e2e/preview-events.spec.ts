import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { readPreviewEnv } from "../server/previews/preview-env";
import { createPreviewToken } from "../server/previews/preview-token";

type EventRow = { id: number; title: string; category: string; schedule_count: number };

async function unpublishedEvent(): Promise<EventRow> {
  if (!process.env.DATABASE_URL)
    throw new Error("DATABASE_URL of the served site is needed: run through `npm run test:e2e`");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<EventRow>(`
      select e.id, e.title, e.category, (select count(*)::int from schedules s where s.event_id = e.id) as schedule_count
      from events e
      where not e.published and e.category in ('entry', 'seminar')
        and exists (select 1 from schedules s where s.event_id = e.id and not s.canceled)
      order by e.id limit 1`);
    if (!rows[0]) throw new Error("no unpublished event with schedules in the sample data");
    return rows[0];
  } finally {
    await client.end();
  }
}

const routeCategory = (category: string) => (category === "entry" ? "selection" : category);

/** A link signed with the served site's own key, as `npm run preview-link` makes it. */
function previewLink(event: EventRow, expiresAt: Date): string {
  const token = createPreviewToken(event.id, readPreviewEnv().PREVIEW_SECRET, expiresAt);
  return `/preview_events/${routeCategory(event.category)}/${event.id}?token=${encodeURIComponent(token)}`;
}

async function expectNotFoundScreen(page: Page, path: string, event: EventRow) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  await expect(page.getByText(event.title)).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "プレビュー" })).toHaveCount(0);
}

test.describe("event preview pages", () => {
  test("a valid link shows the unpublished event with its schedules under a preview banner, noindex and never cached", async ({
    page,
  }) => {
    const event = await unpublishedEvent();
    const response = await page.goto(previewLink(event, new Date(Date.now() + 3_600_000)));
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");

    await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
    const banner = page.getByRole("complementary", { name: "プレビュー" });
    await expect(banner).toContainText("このイベントはまだ公開されていません。");
    await expect(banner).toContainText(/このリンクの有効期限は\d+月\d+日\(.\) \d\d:\d\d（日本時間）です。/);
    await expect(
      page.getByRole("region", { name: `日程（全${event.schedule_count}件）` }).locator("[data-schedule-id]"),
    ).toHaveCount(event.schedule_count);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
    await expect(page).toHaveTitle(`【プレビュー】${event.title} | ミライキャリア`);
  });

  test("an expired link answers 404 with the 404 screen", async ({ page }) => {
    const event = await unpublishedEvent();
    await expectNotFoundScreen(page, previewLink(event, new Date(Date.now() - 60_000)), event);
  });

  test("a tampered token answers 404 with the 404 screen", async ({ page }) => {
    const event = await unpublishedEvent();
    const link = previewLink(event, new Date(Date.now() + 3_600_000));
    await expectNotFoundScreen(
      page,
      link.replace(/token=(\d)/, (_, digit: string) => `token=${(Number(digit) + 1) % 10}`),
      event,
    );
  });

  test("the preview shell is no page: its paths answer 404 with the 404 screen", async ({ request }) => {
    for (const path of ["/_shells/preview-event", "/_shells/preview-event/index.html", "/preview_events/__shell"]) {
      const response = await request.get(path);
      expect([path, response.status()]).toEqual([path, 404]);
      expect(await response.text()).toContain("ページが見つかりません");
    }
  });

  test("the legacy company_internship preview path redirects to the internship path, keeping the token", async ({
    request,
  }) => {
    const response = await request.get("/preview_events/company_internship/678?token=abc", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toMatch(/^(http:\/\/[^/]+)?\/preview_events\/internship\/678\?token=abc$/);
  });
});
