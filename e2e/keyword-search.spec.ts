import { expect, test, type Page } from "@playwright/test";
import { one } from "./site-database";

/**
 * The listings' keyword search, as a student uses it: type words, see the listing narrowed to them, go back, share the
 * address, meet the empty state, and find the same events whatever the kana or width typed (表記ゆれ).
 */

/** The listing's (or search's) cards: not those of the ピックアップ section above them. */
function cards(page: Page) {
  return page.locator("main article:not(#event-list-pickups article)");
}

function searchBox(page: Page) {
  return page.getByRole("search", { name: "キーワードで探す" }).getByRole("searchbox", { name: "キーワードで探す" });
}

async function total(page: Page): Promise<number> {
  await expect(page.getByTestId("event-list-total")).toBeVisible();
  return Number((await page.getByTestId("event-list-total").textContent())?.replace(/,/g, ""));
}

/** Waits until the page shows `count` results of the search for `words` (a prerendered listing shows its own first). */
async function expectSearchTotal(page: Page, words: string, count: number): Promise<void> {
  await expect(page.getByRole("main").getByText(`「${words}」の検索結果`, { exact: false }).last()).toBeVisible();
  await expect(page.getByTestId("event-list-total")).toHaveText(count.toLocaleString("ja-JP"));
}

/** The search words in the page's address. */
function addressWords(page: Page): string | null {
  return new URL(page.url()).searchParams.get("q");
}

/** Fails the test on an uncaught error or a console error (React's hydration errors show there). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** The katakana word most internship titles share, and the number of internships the API finds with it. */
async function internshipWord(page: Page): Promise<{ word: string; count: number }> {
  const word = "インターン";
  const api = await page.request.get(
    `/api/v1/events/free_word_search?category=internship&search_query=${encodeURIComponent(word)}`,
    { headers: { "X-Requested-With": "XMLHttpRequest" } },
  );
  expect(api.status()).toBe(200);
  const { total_counts: count } = (await api.json()) as { total_counts: number };
  return { word, count };
}

test("typing words narrows the listing; the address holds them, back returns, a shared address reloads the same", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("/events/internship");
  const listed = await total(page);
  const { word, count } = await internshipWord(page);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(listed);

  await searchBox(page).fill(word);
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/events/internship\\?q=${encodeURIComponent(word)}$`));
  await expectSearchTotal(page, word, count);
  await expect(cards(page)).toHaveCount(Math.min(20, count));
  await expect(page).toHaveTitle(new RegExp(`^「${word}」の検索結果`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/events\/internship$/);

  // a second search, then back: the first one's words and results again
  const other = await one<{ name: string }>(`
    select c.name from companies c join events e on e.host_company_id = c.id
    where e.category = 'internship' and e.published and (e.published_at is null or e.published_at <= now())
    order by e.id limit 1`);
  await searchBox(page).fill(other.name);
  await page.getByRole("search", { name: "キーワードで探す" }).getByRole("button", { name: "検索" }).click();
  await expect.poll(() => addressWords(page)).toBe(other.name);
  await expect(page.getByRole("main").getByText(`「${other.name}」の検索結果`, { exact: false }).last()).toBeVisible();
  expect(await total(page)).toBeGreaterThan(0);
  await expect(cards(page).first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/events/internship\\?q=${encodeURIComponent(word)}$`));
  await expect(searchBox(page)).toHaveValue(word);
  await expectSearchTotal(page, word, count);
  await page.goBack();
  await expect(page).toHaveURL(/\/events\/internship$/);
  await expect(searchBox(page)).toHaveValue("");
  await expect(page.getByTestId("event-list-total")).toHaveText(listed.toLocaleString("ja-JP"));

  // the shared address, opened afresh: the same results, the sort and paging keep the words
  await page.goto(`/events/internship?q=${encodeURIComponent(word)}`);
  await expectSearchTotal(page, word, count);
  await expect(searchBox(page)).toHaveValue(word);
  await page.getByRole("navigation", { name: "並び替え" }).getByRole("link", { name: "開催日順" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(word)}&sort=start_at$`));
  await expectSearchTotal(page, word, count);
  if (count > 20) {
    await page.getByRole("navigation", { name: "ページ送り" }).getByRole("link", { name: "2ページ目" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/events/internship/page-2\\?q=${encodeURIComponent(word)}&sort=start_at$`),
    );
    await expect(cards(page)).toHaveCount(Math.min(20, count - 20));
  }
  expect(errors).toEqual([]);
});

test("a joint-fair search and a search on a filtered (client-only) listing", async ({ page }) => {
  const errors = watchErrors(page);
  const fair = await one<{ title: string }>(`
    select title from events where category = 'gosetsu' and published
      and (published_at is null or published_at <= now()) order by id limit 1`);
  const word = fair.title.slice(0, 4);
  await page.goto(`/events/gosetsu?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole("main").getByText(`「${word}」の検索結果`, { exact: false }).last()).toBeVisible();
  expect(await total(page)).toBeGreaterThan(0);
  await expect(cards(page).filter({ hasText: fair.title }).first()).toBeVisible();

  const { word: internship } = await internshipWord(page);
  await page.goto(`/events/internship/pref-13?q=${encodeURIComponent(internship)}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("東京都");
  const api = await page.request.get(
    `/api/v1/events/free_word_search?category=internship&prefectures[]=13&search_query=${encodeURIComponent(internship)}`,
    { headers: { "X-Requested-With": "XMLHttpRequest" } },
  );
  await expectSearchTotal(page, internship, ((await api.json()) as { total_counts: number }).total_counts);
  expect(errors).toEqual([]);
});

test("nothing found: the empty state suggests removing the filters, and doing so searches the whole listing", async ({
  page,
}) => {
  const year = await one<{ year: number }>(`
    select min(y)::int as year from events, unnest(graduate_years) y where category = 'internship' and published`);
  const missing = "存在しないキーワードぬぬぬ";
  await page.goto(`/events/internship/gy-${year.year}?q=${encodeURIComponent(missing)}`);
  const status = page.getByRole("status");
  await expect(status).toContainText(`「${missing}」に一致するイベントは見つかりませんでした。`);
  await expect(status).toContainText("絞り込み条件");
  await expect(cards(page)).toHaveCount(0);
  await status.getByRole("link", { name: `条件を外して「${missing}」で探す` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/internship\\?q=`));
  await expect(page.getByRole("status")).toContainText("見つかりませんでした");
  await page.getByRole("status").getByRole("link", { name: "キーワードを外して一覧を見る" }).click();
  await expect(page).toHaveURL(/\/events\/internship$/);
  await expect(cards(page)).toHaveCount(20);
});

test("表記ゆれ: hiragana, half-width kana and full-width letters find what katakana and ASCII find", async ({
  page,
}) => {
  const { word, count } = await internshipWord(page);
  const spellings = ["いんたーん", "ｲﾝﾀｰﾝ"];
  for (const spelling of spellings) {
    await page.goto("/events/internship");
    await searchBox(page).fill(spelling);
    await searchBox(page).press("Enter");
    await expectSearchTotal(page, spelling, count);
  }
  expect(word).toBe("インターン");

  // the "1day" of internship titles, typed in full width and upper case
  await page.goto(`/events/internship?q=1day`);
  await expect(page.getByRole("main").getByText("「1day」の検索結果", { exact: false }).last()).toBeVisible();
  const ascii = await total(page);
  expect(ascii).toBeGreaterThan(0);
  await page.goto(`/events/internship?q=${encodeURIComponent("１ＤＡＹ")}`);
  await expectSearchTotal(page, "１ＤＡＹ", ascii);
  await expect(searchBox(page)).toHaveValue("１ＤＡＹ");
});

for (const width of [390, 1280]) {
  test(`the search box and results at ${width} px: no page or console error`, async ({ page }, testInfo) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const { word } = await internshipWord(page);
    await page.goto("/events/internship");
    await expect(searchBox(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`listing-${width}.png`) });
    await page.goto(`/events/internship?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole("main").getByText(`「${word}」の検索結果`, { exact: false }).last()).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`results-${width}.png`) });
    await page.goto(`/events/internship/pref-13?q=${encodeURIComponent("ぬぬぬぬ")}`);
    await expect(page.getByRole("status")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`empty-${width}.png`), fullPage: true });
    // the field is wide enough to type in
    const box = await searchBox(page).boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    expect(errors).toEqual([]);
  });
}
