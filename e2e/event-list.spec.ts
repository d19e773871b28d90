import { expect, test, type Page } from "@playwright/test";
import { one } from "./site-database";

const headings = {
  selection: "新卒の本選考一覧",
  internship: "1dayから長期までのインターンシップ一覧",
  seminar: "企業説明会・セミナー一覧",
  gosetsu: "合同説明会・座談会一覧",
} as const;

/** The listing's (or search's) cards: not those of the ピックアップ section above them. */
function cards(page: Page) {
  return page.locator("main article:not(#event-list-pickups article)");
}

for (const [category, heading] of Object.entries(headings)) {
  test(`/events/${category} shows its heading and 20 events`, async ({ page }) => {
    const response = await page.goto(`/events/${category}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(cards(page)).toHaveCount(20);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/events/${category}$`));
  });
}

test("paging: real links to page 2, which shows other events", async ({ page }) => {
  await page.goto("/events/internship");
  // a card is known by its event's link (card ids come from React.useId: the same on both pages)
  const firstOnPageOne = await cards(page).first().locator("h3 a").getAttribute("href");
  await page.getByRole("navigation", { name: "ページ送り" }).getByRole("link", { name: "2ページ目" }).click();
  await expect(page).toHaveURL(/\/events\/internship\/page-2$/);
  await expect(cards(page)).toHaveCount(20);
  expect(await cards(page).first().locator("h3 a").getAttribute("href")).not.toBe(firstOnPageOne);

  const direct = await page.request.get("/events/internship/page-2");
  expect(direct.status()).toBe(200);
});

test("a filter combination through the form changes the URL and the results, and the count matches the API", async ({
  page,
}) => {
  await page.goto("/events/internship");
  const total = Number((await page.getByTestId("event-list-total").textContent())?.replace(/,/g, ""));

  const graduateYear = page.getByLabel("卒業年度");
  const year = await graduateYear.locator("option").nth(1).getAttribute("value");
  await graduateYear.selectOption(year ?? "");
  await page.getByLabel("開催地").selectOption("13");
  await page.getByRole("button", { name: "この条件で探す" }).click();

  await expect(page).toHaveURL(new RegExp(`/events/internship/gy-${year}/pref-13$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("東京都");
  await expect(page.getByTestId("event-list-total")).toBeVisible();
  const filteredText = await page.getByTestId("event-list-total").textContent();
  const filtered = Number(filteredText?.replace(/,/g, ""));
  expect(filtered).toBeLessThan(total);

  const api = await page.request.get(`/api/v1/events?category=internship&graduates[]=${year}&prefectures[]=13`, {
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  expect(api.status()).toBe(200);
  expect(((await api.json()) as { total_counts: number }).total_counts).toBe(filtered);

  // The same listing loaded directly: the router serves the client-only listing with 200.
  const response = await page.goto(`/events/internship/gy-${year}/pref-13`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("event-list-total")).toHaveText(filteredText ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("東京都");
});

test("filters chosen before the page hydrated are the ones searched", async ({ page }) => {
  // Hold the page's JavaScript until the student has chosen, then let it load and hydrate.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/events/seminar", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("search", { name: "イベントを絞り込む" });
  const graduateYear = form.getByLabel("卒業年度");
  const year = await graduateYear.locator("option").nth(1).getAttribute("value");
  await graduateYear.selectOption(year ?? "");
  await form.getByLabel("開催地").selectOption("13");

  release();
  // React has hydrated the form once its DOM node carries React's internal keys.
  await page.waitForFunction(() => {
    const element = document.querySelector('form[role="search"][aria-label="イベントを絞り込む"]');
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  });
  await expect(form.getByLabel("卒業年度")).toHaveValue(year ?? "");
  await expect(form.getByLabel("開催地")).toHaveValue("13");
  await form.getByRole("button", { name: "この条件で探す" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/seminar/gy-${year}/pref-13$`));
});

test("sort by event date: the URL carries ?sort=start_at, the page is noindex and events are soonest first", async ({
  page,
}) => {
  await page.goto("/events/seminar");
  await page.getByRole("navigation", { name: "並び替え" }).getByRole("link", { name: "開催日順" }).click();
  await expect(page).toHaveURL(/\/events\/seminar\?sort=start_at$/);
  await expect(page.getByText("開催日順")).toHaveAttribute("aria-current", "true");
  await expect(cards(page)).toHaveCount(20);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const starts = await cards(page).evaluateAll((articles) =>
    articles.map((article) => article.querySelector("dl time")?.getAttribute("datetime") ?? ""),
  );
  expect(starts.every((start) => start !== "")).toBe(true);
  expect([...starts].sort((a, b) => Date.parse(a) - Date.parse(b))).toEqual(starts);
});

/** Each card's text by its event's link, as the page shows them (card ids come from React.useId, not the event). */
async function shownCards(page: Page): Promise<Record<string, { text: string }>> {
  const entries = await cards(page).evaluateAll((articles) =>
    articles.map((article) => [
      article.querySelector("h3 a")?.getAttribute("href") ?? "",
      { text: (article as HTMLElement).innerText },
    ]),
  );
  return Object.fromEntries(entries);
}

test("a prerendered industry listing and the same listing re-sorted in the browser show the same card for each event", async ({
  page,
}) => {
  // An ind-N listing of at most 20 events, so every event is on page 1 in both sorts; joint fairs first (their cards
  // link to a feature event and count participating companies, which the API must carry as the build does).
  const listing = await one<{ category: string; industry: number; events: number }>(`
    select case l.category when 'entry' then 'selection' else l.category end as category, l.industry, l.events
    from (
      select e.category, bs.business_category_id as industry, count(distinct e.id)::int as events
      from events e
      join event_business_subcategories ebs on ebs.event_id = e.id
      join business_subcategories bs on bs.id = ebs.business_subcategory_id
      where e.published and e.published_at <= now()
      group by e.category, bs.business_category_id
    ) l
    where l.events between 3 and 20
    order by (case l.category when 'gosetsu' then 0 else 1 end), l.events desc, l.industry limit 1`);
  const path = `/events/${listing.category}/ind-${listing.industry}`;
  await page.goto(path);
  await expect(cards(page)).toHaveCount(listing.events);
  const prerendered = await shownCards(page);

  await page.getByRole("navigation", { name: "並び替え" }).getByRole("link", { name: "締切順" }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?sort=time_limit_at$`));
  await expect(page.getByText("締切順")).toHaveAttribute("aria-current", "true");
  await expect(cards(page)).toHaveCount(listing.events);
  await expect.poll(async () => Object.keys(await shownCards(page)).sort()).toEqual(Object.keys(prerendered).sort());
  expect(await shownCards(page)).toEqual(prerendered);
});

test("an invalid category answers 404 with the 404 screen and its message", async ({ page }) => {
  const response = await page.goto("/events/unknown_category");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  await expect(page.getByText("Page Not Found: /events/unknown_category")).toBeVisible();
});

test("the client-only listing shell is no page: its paths answer 404 with the 404 screen", async ({
  page,
  request,
}) => {
  for (const path of ["/events/__listing", "/_shells/event-list", "/_shells/event-list/index.html"]) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 404]);
    expect(await response.text()).toContain("ページが見つかりません");
  }
  const response = await page.goto("/events/__listing");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
});

test("invalid filter segments answer 404, segments out of order 301 to the canonical path", async ({ request }) => {
  expect((await request.get("/events/internship/area-3/pref-13")).status()).toBe(404);
  expect((await request.get("/events/internship/gy-2027/gy-2028")).status()).toBe(404);
  const reordered = await request.get("/events/internship/pref-13/gy-2027", { maxRedirects: 0 });
  expect(reordered.status()).toBe(301);
  expect(reordered.headers()["location"]).toBe("/events/internship/gy-2027/pref-13");
});

test("the legacy /events/company_internship listing lands on the internship listing", async ({ page }) => {
  await page.goto("/events/company_internship");
  await expect(page).toHaveURL(/\/events\/internship$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.internship);
});

test("ピックアップ: the listing's pickup events, prerendered, as GET /api/v1/pickup_events answers; not on page 2", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const api = await request.get("/api/v1/pickup_events?category=internship&per=4", {
    headers: { "X-Requested-With": "XMLHttpRequest" },
  });
  expect(api.status()).toBe(200);
  const expected = ((await api.json()) as { pickup_events: { id: number }[] }).pickup_events.map(
    (event) => `/events/internship/${event.id}`,
  );
  expect(expected.length).toBeGreaterThan(0);
  // in the build's HTML: no page waits on data it could have had at build time
  const html = await (await request.get("/events/internship")).text();
  expect(html).toContain('id="event-list-pickup-heading"');

  await page.goto("/events/internship");
  const section = page.getByRole("region", { name: "ピックアップ" });
  await expect(section.getByRole("heading", { level: 2, name: "ピックアップ" })).toBeVisible();
  const shown = await section
    .getByRole("article")
    .evaluateAll((articles) => articles.map((article) => article.querySelector("h3 a")?.getAttribute("href") ?? ""));
  expect(shown).toEqual(expected);
  await expect(cards(page)).toHaveCount(20);
  const shots = process.env.PICKUP_SHOTS_DIR;
  if (shots) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 1000 });
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/internship-pickups-${width}.png` });
    }
  }

  await page.goto("/events/internship/page-2");
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByRole("heading", { name: "ピックアップ" })).toHaveCount(0);
  expect(errors).toEqual([]);
});
