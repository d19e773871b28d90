import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_EMAIL, signInAsDemoStudent } from "./demo-student";
import { one, query } from "./site-database";

/**
 * Facts of the signed-in viewer on prerendered pages (issue 32 item 7): the 同じ大学 mark on event cards and the
 * followed state of an event's companies. The HTML is the anonymous one; the browser adds the viewer's facts after
 * hydration, without a hydration error.
 */
const MARK = "同じ大学の学生がエントリー";
const SHOTS = process.env.VIEWER_FACTS_SHOTS_DIR;

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /Minified React error|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The event of the first card of /events/seminar, with its first open schedule. */
async function firstSeminarCard(page: Page): Promise<{ id: number; title: string; scheduleId: number }> {
  await page.goto("/events/seminar");
  const link = page
    .locator("main article:not(#event-list-pickups article)")
    .first()
    .getByRole("heading")
    .getByRole("link");
  const href = (await link.getAttribute("href")) ?? "";
  const id = Number(/\/events\/seminar\/(\d+)/.exec(href)?.[1]);
  const title = (await link.textContent()) ?? "";
  const { schedule_id } = await one<{ schedule_id: number }>(
    `select min(id)::int as schedule_id from schedules where event_id = ${id} and not canceled`,
  );
  return { id, title, scheduleId: schedule_id };
}

test.describe("the viewer's facts on prerendered pages", () => {
  test("the same-university mark: on the card of an event a classmate entered, signed in only", async ({ page }) => {
    const errors = collectPageErrors(page);
    const event = await firstSeminarCard(page);
    const { id: universityId } = await one<{ id: number }>("select id from universities order by id limit 1");
    const [classmate] = await query<{ id: string }>(
      "insert into users (email, unique_id, graduate_year) values ($1, $2, 2027) returning id",
      [`classmate-${randomBytes(4).toString("hex")}@example.com`, randomBytes(16).toString("hex")],
    );
    const demo = await one<{ id: string }>(`select id from users where email = '${DEMO_EMAIL}'`);
    const previous = await query<{ university_id: number | null; school_type: string }>(
      "select university_id, school_type from user_affiliations where user_id = $1",
      [demo.id],
    );
    try {
      await query("insert into user_affiliations (user_id, school_type, university_id) values ($1, 'university', $2)", [
        classmate!.id,
        universityId,
      ]);
      await query(
        `insert into user_affiliations (user_id, school_type, university_id) values ($1, 'university', $2)
         on conflict (user_id) do update set university_id = excluded.university_id`,
        [demo.id, universityId],
      );
      await query("insert into entries (event_id, schedule_id, user_id, state) values ($1, $2, $3, 'entried')", [
        event.id,
        event.scheduleId,
        classmate!.id,
      ]);

      // anonymous: the prerendered cards carry no mark
      await page.goto("/events/seminar");
      const card = page.getByRole("article", { name: event.title }).first();
      await expect(card).toBeVisible();
      await expect(page.getByText(MARK)).toHaveCount(0);

      await signInAsDemoStudent(page, "/events/seminar");
      await expect(card.getByRole("list", { name: "ラベル" }).getByText(MARK)).toBeVisible();
      // only that card: the other events on the page have no classmate's entry from this university
      const marked = await query<{ event_id: number }>(
        `select distinct ue.event_id from entries ue join user_affiliations ua on ua.user_id = ue.user_id
         where ue.user_id <> $1 and ue.state in ('entried', 'invited', 'elected', 'attended') and ua.university_id = $2`,
        [demo.id, universityId],
      );
      // the listing's cards (the ピックアップ above may show one of them again)
      const listed = page.locator("main article:not(#event-list-pickups article)");
      const shownCards = await listed.count();
      const markedCards = await listed.filter({ hasText: MARK }).count();
      expect(markedCards).toBeGreaterThanOrEqual(1);
      expect(markedCards).toBeLessThanOrEqual(Math.min(shownCards, marked.length));
      await card.scrollIntoViewIfNeeded();
      await shoot(page, "same-university-mark");
      expect(errors).toEqual([]);
    } finally {
      await query("delete from entries where user_id = $1", [classmate!.id]);
      await query("delete from users where id = $1", [classmate!.id]);
      if (previous[0])
        await query("update user_affiliations set university_id = $2, school_type = $3 where user_id = $1", [
          demo.id,
          previous[0].university_id,
          previous[0].school_type,
        ]);
      else await query("delete from user_affiliations where user_id = $1", [demo.id]);
    }
  });

  test("a followed company: フォロー中 on the event page, followed in official_companies for the student only", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const event = await one<{ id: number; company_id: number; company: string }>(
      `select e.id, c.id as company_id, c.name as company from events e join companies c on c.id = e.host_company_id
       where e.category = 'seminar' and e.published and (e.published_at is null or e.published_at <= now())
         and c.is_official_company
         and not exists (select 1 from follows f join users u on u.id = f.user_id
                         where f.company_id = c.id and u.email = '${DEMO_EMAIL}')
       order by e.id limit 1`,
    );
    const officialCompanies = (p: Page) =>
      p.evaluate(async (eventId) => {
        const response = await fetch(`/api/v1/events/${eventId}/official_companies`, {
          headers: { "X-Requested-With": "XMLHttpRequest" },
          credentials: "include",
        });
        const body = (await response.json()) as {
          official_companies: Array<{ id: number; followed: boolean; liked: boolean }>;
        };
        return { cache: response.headers.get("cache-control"), companies: body.official_companies };
      }, event.id);

    await page.goto(`/events/seminar/${event.id}`);
    const anonymous = await officialCompanies(page);
    expect(anonymous.companies.find((company) => company.id === event.company_id)).toMatchObject({ followed: false });

    await query(
      `insert into follows (user_id, company_id) select id, $1 from users where email = '${DEMO_EMAIL}' on conflict do nothing`,
      [event.company_id],
    );
    try {
      await signInAsDemoStudent(page, `/events/seminar/${event.id}`);
      const follow = page
        .getByRole("region", { name: "主催企業" })
        .getByRole("button", { name: new RegExp(`^フォロー(する|中)\\s*（${event.company}）$`) });
      await expect(follow).toHaveAttribute("aria-pressed", "true");
      await expect(follow).toContainText("フォロー中");
      const signedIn = await officialCompanies(page);
      expect(signedIn.cache).toBe("private, no-store");
      expect(signedIn.companies.find((company) => company.id === event.company_id)).toMatchObject({
        followed: true,
        liked: true,
      });
      await follow.scrollIntoViewIfNeeded();
      await shoot(page, "followed-company");
      expect(errors).toEqual([]);
    } finally {
      await query(
        `delete from follows where company_id = $1 and user_id = (select id from users where email = '${DEMO_EMAIL}')`,
        [event.company_id],
      );
    }
  });

  test("the review stars: unfilled ones are outline stars in the muted text colour", async ({ page }) => {
    await page.goto("/reviews");
    const off = page.locator("[class*='starsOff']").filter({ hasText: "☆" }).first();
    await expect(off).toBeVisible();
    expect(await off.textContent()).toMatch(/^☆+$/);
    // rgb(86, 97, 109) = --color-muted (#56616d), 6.31:1 on the white card
    await expect(off).toHaveCSS("color", "rgb(86, 97, 109)");
    await off.scrollIntoViewIfNeeded();
    await shoot(page, "review-stars");
  });
});
