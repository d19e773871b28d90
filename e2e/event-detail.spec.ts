import { expect, test, type Page } from "@playwright/test";
import { query } from "./site-database";

const published = "e.published and (e.published_at is null or e.published_at <= now())";
const seatTaking = "('entried', 'invited', 'elected', 'attended')"; // SEAT_HOLDING_STATES

type EventRow = { id: number; title: string; category: string; host: string | null };

async function firstEvent(where: string): Promise<EventRow> {
  const [row] = await query<EventRow>(`
    select e.id, e.title, e.category, c.name as host
    from events e left join companies c on c.id = e.host_company_id
    where ${published} and ${where}
    order by e.id limit 1`);
  if (!row) throw new Error(`no published event where ${where}`);
  return row;
}

const routeCategory = (category: string) => (category === "entry" ? "selection" : category);
const weekdays = ["日", "月", "火", "水", "木", "金", "土"];

/** "7月10日(木) 10:00" in Japan time, computed independently of the site's code. */
function jst(date: Date): string {
  const tokyo = new Date(date.getTime() + 9 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${tokyo.getUTCMonth() + 1}月${tokyo.getUTCDate()}日(${weekdays[tokyo.getUTCDay()]}) ${pad(tokyo.getUTCHours())}:${pad(tokyo.getUTCMinutes())}`;
}

async function expectDetail(page: Page, event: EventRow) {
  const response = await page.goto(`/events/${routeCategory(event.category)}/${event.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: event.title })).toBeVisible();
  if (event.host) await expect(page.getByRole("region", { name: "主催企業" })).toContainText(event.host);
  const [schedule] = await query<{ id: number; start_at: Date }>(
    `select id, start_at from schedules where event_id = ${event.id} order by start_at, id limit 1`,
  );
  if (schedule) {
    await expect(page.locator(`[data-schedule-id="${schedule.id}"]`)).toContainText(jst(schedule.start_at));
  }
}

test.describe("event detail pages", () => {
  for (const category of ["entry", "internship", "seminar"]) {
    test(`the ${routeCategory(category)} detail shows title, host company and schedules in Japan time`, async ({
      page,
    }) => {
      const event = await firstEvent(
        `e.category = '${category}' and exists (select 1 from schedules s where s.event_id = e.id)`,
      );
      await expectDetail(page, event);
    });
  }

  test("the renewed internship page follows internship_renewal", async ({ page }) => {
    const [flag] = await query<{ enabled: boolean }>(
      "select enabled from feature_flags where key = 'internship_renewal'",
    );
    const event = await firstEvent("e.category = 'internship'");
    await page.goto(`/events/internship/${event.id}`);
    await expect(page.locator("article[data-reading]")).toHaveAttribute("data-reading", flag?.enabled ? "b" : "a");
  });

  test("a full schedule is marked 満席", async ({ page }) => {
    const [full] = await query<{ schedule_id: number; event_id: number; category: string }>(`
      select s.id as schedule_id, e.id as event_id, e.category
      from schedules s join events e on e.id = s.event_id
      where ${published} and e.category <> 'gosetsu' and not s.canceled and s.admission_limit_number is not null
        and (select count(*) from entries en where en.schedule_id = s.id and en.state in ${seatTaking}) >= s.admission_limit_number
      order by s.id limit 1`);
    test.skip(!full, "the sample data has no full schedule");
    await page.goto(`/events/${routeCategory(full!.category)}/${full!.event_id}`);
    await expect(page.locator(`[data-schedule-id="${full!.schedule_id}"]`)).toContainText("満席");
  });

  test("the external application link is shown when application_url is set", async ({ page }) => {
    const [row] = await query<{ id: number; category: string; application_url: string }>(`
      select e.id, e.category, e.application_url from events e
      where ${published} and e.category <> 'gosetsu' and e.application_url is not null order by e.id limit 1`);
    test.skip(!row, "the sample data has no event with an application URL");
    await page.goto(`/events/${routeCategory(row!.category)}/${row!.id}`);
    const link = page.getByRole("link", { name: "企業の採用サイトから応募する" });
    await expect(link).toHaveAttribute("href", row!.application_url);
    await expect(link).toHaveAttribute("rel", "noopener");
  });

  test("a detail page carries schema.org Event data and a canonical URL", async ({ page }) => {
    const event = await firstEvent("e.category = 'seminar'");
    await page.goto(`/events/seminar/${event.id}`);
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute(
      "href",
      new RegExp(`/events/seminar/${event.id}$`),
    );
    const jsonLd = JSON.parse((await page.locator("script[type='application/ld+json']").first().textContent()) ?? "{}");
    expect(jsonLd["@graph"][0]).toMatchObject({ "@type": "Event", name: event.title });
  });
});

test("a joint fair's feature event page lists its companies and schedules", async ({ page }) => {
  const [fair] = await query<{ feature_event_id: number; title: string; company: string }>(`
    select fee.feature_event_id, e.title, c.name as company
    from feature_event_events fee
    join events e on e.id = fee.event_id
    join event_companies ec on ec.event_id = e.id
    join companies c on c.id = ec.company_id
    where ${published} and e.category = 'gosetsu'
      and (select count(*) from feature_event_events x where x.feature_event_id = fee.feature_event_id) = 1
    order by fee.feature_event_id, ec.display_order limit 1`);
  expect(fair).toBeDefined();
  await page.goto(`/feature_events/${fair!.feature_event_id}`);
  await expect(page.getByRole("heading", { level: 1, name: fair!.title })).toBeVisible();
  await expect(page.getByRole("region", { name: /参加企業/ })).toContainText(fair!.company);
  await expect(page.getByRole("region", { name: "開催日程" }).locator("[data-schedule-id]").first()).toBeVisible();
});

test("cooperating sites: the list links to each site's page", async ({ page }) => {
  const [site] = await query<{ id: number; name: string; partner: string }>(
    "select id, name, partner from cooperating_sites where published order by display_order, id limit 1",
  );
  await page.goto("/cooperating_sites");
  await expect(page.getByRole("heading", { level: 1, name: "提携サービス一覧" })).toBeVisible();
  await page.getByRole("link", { name: site!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/cooperating_sites/${site!.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: site!.name })).toBeVisible();
  await expect(page.getByText(site!.partner)).toBeVisible();
});
