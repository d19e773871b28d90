import { expect, test } from "@playwright/test";
import { query } from "./site-database";

const published = "e.published and (e.published_at is null or e.published_at <= now())";
// not past (core hasTakenPlace): some schedule not canceled starts later
const upcoming =
  "and exists (select 1 from schedules s where s.event_id = e.id and not s.canceled and s.start_at > now())";
const rankLabels: Record<string, string> = { gold: "金賞", silver: "銀賞", bronze: "銅賞" };

// the company page lists the events it hosts or takes part in
const hostsOrTakesPart =
  "(e.host_company_id = c.id or exists (select 1 from event_companies ec where ec.event_id = e.id and ec.company_id = c.id))";

test("a company page lists its past events apart, the most recent first (過去のイベント)", async ({ page }) => {
  // a company whose latest past event (every schedule started) is the one to show first
  const [company] = await query<{ id: number; title: string; past: number }>(`
    select c.id, last.title, (select count(*)::int from events e where ${published} and ${hostsOrTakesPart}
      and exists (select 1 from schedules s where s.event_id = e.id and not s.canceled)
      and not exists (select 1 from schedules s where s.event_id = e.id and not s.canceled and s.start_at >= now())) as past
    from companies c
    join lateral (
      select e.title, (select max(s.start_at) from schedules s where s.event_id = e.id and not s.canceled) as last_start
      from events e where ${published} and ${hostsOrTakesPart}
        and exists (select 1 from schedules s where s.event_id = e.id and not s.canceled)
        and not exists (select 1 from schedules s where s.event_id = e.id and not s.canceled and s.start_at >= now())
      order by last_start desc, e.id limit 1) last on true
    order by c.id limit 1`);
  test.skip(!company, "the seed has no company with a past event");
  await page.goto(`/companies/${company!.id}`);
  const past = page.getByRole("region", { name: "過去のイベント" });
  await expect(past.getByRole("article").first()).toContainText(company!.title);
  await expect(past.getByRole("article")).toHaveCount(Math.min(company!.past, 6));
});

test("a company page shows its name, scores, award badge, group and events", async ({ page }) => {
  const [company] = await query<{
    id: number;
    name: string;
    overall_score: string;
    year: number;
    rank: string;
    main_name: string;
    event_title: string;
  }>(`
    select c.id, c.name, c.overall_score::text, a.year::int as year, a.rank, m.name as main_name, ev.title as event_title
    from companies c
    join lateral (select year, rank from awards where company_id = c.id order by year desc limit 1) a on true
    join company_groups g on g.id = c.company_group_id
    join companies m on m.id = g.main_company_id and m.id <> c.id
    join lateral (select e.title from events e where ${published} and e.host_company_id = c.id ${upcoming}
                  order by e.id limit 1) ev on true
    where c.overall_score is not null
    order by c.id limit 1`);
  test.skip(!company, "the seed has no company with an award, a group and an event");
  const response = await page.goto(`/companies/${company!.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: company!.name })).toBeVisible();
  const scores = page.getByRole("region", { name: "クチコミ評価" });
  await expect(scores.getByText(Number(company!.overall_score).toFixed(1)).first()).toBeVisible();
  await expect(
    page.getByRole("img", { name: `クチコミアワード${company!.year} ${rankLabels[company!.rank]}` }).first(),
  ).toBeVisible();
  await expect(page.getByTestId("latest-award-year")).toHaveText(`最新アワード: ${company!.year}年`);
  const group = page.getByRole("region", { name: "グループ企業" });
  await expect(group.getByRole("link", { name: company!.main_name }).first()).toBeVisible();
  // The members wrap in a row: a marker drawn outside its item sat against the previous company's name.
  const markerPositions = await group
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => getComputedStyle(item).listStylePosition));
  expect(markerPositions).not.toHaveLength(0);
  expect(markerPositions.every((position) => position === "inside")).toBe(true);
  await expect(
    page.getByRole("region", { name: "掲載中のイベント" }).getByText(company!.event_title).first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /^企業クチコミ/ })).toHaveAttribute(
    "href",
    `/companies/${company!.id}/reviews`,
  );
  await expect(page.getByRole("link", { name: /^イベント体験記/ })).toHaveAttribute(
    "href",
    `/companies/${company!.id}/event_reviews`,
  );
  await expect(page.getByRole("link", { name: "企業の動画" })).toHaveAttribute(
    "href",
    `/companies/${company!.id}/videos`,
  );
  await expect(
    page
      .getByRole("button", { name: /フォローする/ })
      .or(page.getByRole("link", { name: /フォローする/ }))
      .first(),
  ).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('"Organization"');
  expect(jsonLd).toContain('"BreadcrumbList"');
});

test("the domestic listing pages by 30 with a real link to page-2", async ({ page }) => {
  const [domestic] = await query<{ count: number }>(
    "select count(*)::int as count from companies where not is_foreign",
  );
  const count = domestic!.count;
  await page.goto("/companies/domestics");
  await expect(page.getByRole("heading", { level: 1, name: "国内企業一覧" })).toBeVisible();
  await expect(page.getByTestId("company-list-total")).toHaveText(count.toLocaleString("ja-JP"));
  await expect(page.getByRole("article")).toHaveCount(Math.min(30, count));
  test.skip(count <= 30, "one page only");
  await page.getByRole("navigation", { name: "ページ送り" }).getByRole("link", { name: "2ページ目" }).click();
  await expect(page).toHaveURL(/\/companies\/domestics\/page-2$/);
  // in the page, not in Gatsby's route announcer, which says the new title too
  await expect(page.getByRole("main").getByText("（2ページ目）")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(Math.min(30, count - 30));
});

test("area and area+prefecture listings show the companies headquartered there", async ({ page }) => {
  const [place] = await query<{
    area_id: number;
    area_name: string;
    code: number;
    pref_name: string;
    count: number;
    name: string;
  }>(`
    select a.id as area_id, a.name as area_name, p.code::int as code, p.name as pref_name,
      (select count(*)::int from companies x where x.headquarters_prefecture_code = p.code and not x.is_foreign) as count,
      (select x.name from companies x where x.headquarters_prefecture_code = p.code and not x.is_foreign
        order by x.overall_score desc nulls last, x.id limit 1) as name
    from prefectures p join areas a on a.id = p.area_id
    where exists (select 1 from companies x where x.headquarters_prefecture_code = p.code and not x.is_foreign)
    order by p.code limit 1`);
  const [area] = await query<{ areaCount: number }>(`
    select count(*)::int as "areaCount" from companies c join prefectures p on p.code = c.headquarters_prefecture_code where p.area_id = ${place!.area_id}`);
  await page.goto(`/companies/area/${place!.area_id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${place!.area_name}の企業一覧` })).toBeVisible();
  await expect(page.getByTestId("company-list-total")).toHaveText(area!.areaCount.toLocaleString("ja-JP"));
  await expect(
    page.getByRole("navigation", { name: "都道府県から探す" }).getByRole("link", { name: place!.pref_name }),
  ).toHaveAttribute("href", `/companies/area/${place!.area_id}/${place!.code}`);
  await page.goto(`/companies/domestics/area/${place!.area_id}/${place!.code}`);
  await expect(page.getByRole("heading", { level: 1, name: `${place!.pref_name}の国内企業一覧` })).toBeVisible();
  await expect(page.getByTestId("company-list-total")).toHaveText(place!.count.toLocaleString("ja-JP"));
  await expect(page.getByRole("article").first()).toHaveAccessibleName(place!.name);
});

test("unknown company, unknown area and a prefecture outside its area answer the 404 screen", async ({ page }) => {
  const [facts] = await query<{ max: number; other: number; first: number }>(`
    select (select max(id)::int from companies) as max,
      (select min(code)::int from prefectures where area_id <> (select min(id) from areas)) as other,
      (select min(id)::int from areas) as first`);
  const { max, other, first } = facts!;
  for (const path of [
    `/companies/${max + 1000}`,
    "/companies/area/99",
    `/companies/area/${first}/${other}`,
    `/companies/domestics/area/${first}/${other}`,
  ]) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  }
});

test("/companies/plp narrows the list by industry and prefecture, noindex with filters", async ({ page }) => {
  const [pick] = await query<{
    category_id: number;
    category_name: string;
    code: number;
    pref_name: string;
    area_name: string;
    count: number;
    total: number;
  }>(`
    select c.business_category_id as category_id, bc.name as category_name, p.code::int as code, p.name as pref_name, a.name as area_name,
      count(*)::int as count, (select count(*)::int from companies) as total
    from companies c join business_categories bc on bc.id = c.business_category_id
    join prefectures p on p.code = c.headquarters_prefecture_code join areas a on a.id = p.area_id
    group by 1, 2, 3, 4, 5 order by count(*) desc, 1, 3 limit 1`);
  await page.goto("/companies/plp");
  await expect(page.getByTestId("company-plp-total")).toHaveText(pick!.total.toLocaleString("ja-JP"));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const form = page.getByRole("form", { name: "企業の絞り込み" });
  await form.getByRole("radio", { name: pick!.category_name }).check();
  await form.getByText(pick!.area_name, { exact: true }).click();
  await form.getByRole("checkbox", { name: pick!.pref_name }).check();
  await form.getByRole("button", { name: "この条件で探す" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/companies/plp\\?large_category=${pick!.category_id}&prefectures=${pick!.code}$`),
  );
  await expect(page.getByTestId("company-plp-total")).toHaveText(pick!.count.toLocaleString("ja-JP"));
  await expect(page.getByRole("article")).toHaveCount(Math.min(30, pick!.count));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
});

test("/companies shows the promoted events when the API answers some, the ways in and the listing", async ({
  page,
}) => {
  const [promotion] = await query<{ running: number }>(`
    select count(*)::int as running from promotion_contracts pc join events e on e.id = pc.event_id
    where pc.ad_place_key = 'ad_place_web_company_index_page' and pc.starts_at <= now() and pc.ends_at > now() and ${published}`);
  await page.goto("/companies");
  await expect(page.getByRole("heading", { level: 1, name: "企業一覧" })).toBeVisible();
  const promoted = page.getByRole("region", { name: /注目のイベント/ });
  if (promotion!.running > 0) await expect(promoted.getByRole("article").first()).toBeVisible();
  else await expect(promoted).toHaveCount(0);
  await expect(page.getByRole("link", { name: "国内企業一覧" })).toHaveAttribute("href", "/companies/domestics");
  await expect(page.getByRole("region", { name: "業界から探す" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /\/companies\/plp\?large_category=\d+$/,
  );
  await expect(page.getByRole("region", { name: "クチコミ評価の高い企業" }).getByRole("article")).not.toHaveCount(0);
});
