import { expect, test } from "@playwright/test";
import { query, one } from "./site-database";

type ReviewRow = { id: number; company_id: number; title: string; rating_overall: number };

/** A company with more than one page of company reviews and its reviews, newest first (the pages' order). */
async function companyWithTwoPages(): Promise<{ companyId: number; name: string; reviews: ReviewRow[] }> {
  const { company_id: companyId, name } = await one<{ company_id: number; name: string }>(`
    select r.company_id, c.name from company_reviews r join companies c on c.id = r.company_id
    group by r.company_id, c.name having count(*) between 11 and 20 order by r.company_id limit 1`);
  const reviews = await query<ReviewRow>(`
    select id, company_id, title, rating_overall from company_reviews where company_id = ${companyId}
    order by created_at desc, id desc`);
  return { companyId, name, reviews };
}

test("a company's review list shows its reviews newest first and pages to page-2 and back", async ({ page }) => {
  const { companyId, name, reviews } = await companyWithTwoPages();
  const response = await page.goto(`/companies/${companyId}/reviews`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name}の企業クチコミ`);
  const list = page.getByRole("list", { name: "企業クチコミ（新しい順）" });
  await expect(list.getByRole("article")).toHaveCount(10);
  await expect(list.getByRole("article").first().getByRole("link")).toHaveAttribute(
    "href",
    `/companies/${companyId}/reviews/${reviews[0]!.id}`,
  );
  await expect(list.locator(`a[href="/companies/${companyId}/reviews/${reviews[10]!.id}"]`)).toHaveCount(0);

  await page.getByRole("navigation", { name: "ページ送り" }).getByRole("link", { name: "2ページ目" }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}/reviews/page-2$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name}の企業クチコミ（2ページ目）`);
  await expect(list.getByRole("article")).toHaveCount(reviews.length - 10);
  await expect(list.getByRole("article").first().getByRole("link")).toHaveAttribute(
    "href",
    `/companies/${companyId}/reviews/${reviews[10]!.id}`,
  );

  await page.getByRole("navigation", { name: "ページ送り" }).getByRole("link", { name: "前へ" }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId}/reviews$`));
  await expect(list.getByRole("article").first().getByRole("link")).toHaveAttribute(
    "href",
    `/companies/${companyId}/reviews/${reviews[0]!.id}`,
  );
});

test("a review detail shows the review, its ratings and Review structured data", async ({ page }) => {
  const review = await one<ReviewRow & { rating_welfare: number; name: string }>(`
    select r.id, r.company_id, r.title, r.rating_overall, r.rating_welfare, c.name
    from company_reviews r join companies c on c.id = r.company_id order by r.id limit 1`);
  const response = await page.goto(`/companies/${review.company_id}/reviews/${review.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(review.title);
  await expect(page.getByRole("img", { name: `総合評価 ${review.rating_overall} / 5` })).toBeVisible();
  await expect(page.getByRole("img", { name: `待遇・福利厚生 ${review.rating_welfare} / 5` })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd["@graph"][0]).toMatchObject({
    "@type": "Review",
    name: review.title,
    reviewRating: { ratingValue: review.rating_overall },
    itemReviewed: { "@type": "Organization", name: review.name },
  });
});

test("a company's event reviews list and an event review detail with its event", async ({ page }) => {
  const review = await one<ReviewRow & { event_title: string; rating_staff: number }>(`
    select r.id, r.company_id, r.title, r.rating_overall, r.rating_staff, e.title as event_title
    from event_reviews r join events e on e.id = r.event_id
    where e.published and e.category <> 'gosetsu' and (e.published_at is null or e.published_at <= now())
    order by r.id limit 1`);
  await page.goto(`/companies/${review.company_id}/event_reviews`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("のイベントクチコミ");
  await expect(page.getByRole("heading", { name: "評価の平均" })).toBeVisible();
  const link = page.locator(`a[href="/companies/${review.company_id}/event_reviews/${review.id}"]`).first();
  // The review is on the first page only when it is one of the company's 10 newest: open it directly otherwise.
  if ((await link.count()) > 0) await link.click();
  else await page.goto(`/companies/${review.company_id}/event_reviews/${review.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(review.title);
  await expect(page.getByRole("img", { name: `社員の対応 ${review.rating_staff} / 5` })).toBeVisible();
  await expect(page.getByRole("link", { name: review.event_title })).toHaveAttribute(
    "href",
    /^\/events\/(selection|internship|seminar)\/\d+$/,
  );
});

test("/reviews shows newest and most helpful reviews and filters them by industry and kind", async ({ page }) => {
  await page.goto("/reviews");
  const newest = page.getByRole("region", { name: "新着クチコミ" });
  await expect(newest.getByRole("article")).toHaveCount(10);
  await expect(page.getByRole("region", { name: "参考になったクチコミ" }).getByRole("article")).toHaveCount(10);

  const category = await one<{ id: number; name: string }>(`
    select b.id, b.name from business_categories b
    where exists (select 1 from event_reviews r join companies c on c.id = r.company_id where c.business_category_id = b.id)
    order by b.display_order desc limit 1`);
  const expected = await one<{ id: number; company_id: number }>(`
    select r.id, r.company_id from event_reviews r join companies c on c.id = r.company_id
    where c.business_category_id = ${category.id} order by r.created_at desc, r.id desc limit 1`);
  await page.getByLabel("業界").selectOption({ label: category.name });
  await page.getByRole("radio", { name: "イベントクチコミ" }).check();
  await page.getByRole("button", { name: "この条件で表示" }).click();
  await expect(page).toHaveURL(new RegExp(`/reviews\\?industry=${category.id}&kind=event$`));
  await expect(page.getByRole("status")).toContainText(`${category.name}・イベントクチコミで絞り込み中`);
  await expect(newest.getByRole("article").first().getByRole("link").last()).toHaveAttribute(
    "href",
    `/companies/${expected.company_id}/event_reviews/${expected.id}`,
  );
  await expect(newest.locator('a[href*="/reviews/"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");

  await page.reload();
  await expect(page.getByLabel("業界")).toHaveValue(String(category.id));
  await expect(newest.getByRole("article").first().getByRole("link").last()).toHaveAttribute(
    "href",
    `/companies/${expected.company_id}/event_reviews/${expected.id}`,
  );
});

test("an unknown review id and a review under another company show the 404 screen", async ({ page }) => {
  const review = await one<{ id: number; company_id: number; other: number }>(`
    select r.id, r.company_id, (select min(id) from companies where id <> r.company_id) as other
    from company_reviews r order by r.id limit 1`);
  const { max } = await one<{ max: number }>("select max(id) as max from company_reviews");
  for (const path of [
    `/companies/${review.company_id}/reviews/${max + 1000}`,
    `/companies/${review.other}/reviews/${review.id}`,
  ]) {
    const response = await page.goto(path);
    expect([path, response?.status()]).toEqual([path, 404]);
    await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  }
});
