import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { query } from "./site-database";

/**
 * Deferred pages (Gatsby DSG: review details by gatsby/review-defer-policy.ts, video chapter pages): no HTML in
 * public/, rendered by the local server through Gatsby's engines (scripts/lib/local-site/deferred-pages.ts) on the first
 * request, as Netlify does.
 */

type ReviewRow = { id: number; company_id: number; title: string };

const publicDir = path.join(process.cwd(), "public");
const prerendered = (pagePath: string) =>
  fs.existsSync(path.join(publicDir, pagePath, "index.html")) ||
  fs.existsSync(path.join(publicDir, `${pagePath}.html`));

/** A review on the first page of its company's list whose detail page the build deferred. */
async function deferredReview(): Promise<ReviewRow> {
  const reviews = await query<ReviewRow & { rank: number }>(`
    select id, company_id, title, rank from (
      select id, company_id, title, row_number() over (partition by company_id order by created_at desc, id desc) as rank
      from company_reviews) r
    where rank between 2 and 10 order by company_id, rank limit 200`);
  const review = reviews.find((row) => !prerendered(`/companies/${row.company_id}/reviews/${row.id}`));
  if (!review) throw new Error("no deferred review detail page: was the site built with deferred pages?");
  return review;
}

test("a deferred review detail answers 200 with its content on the first request", async ({ page }) => {
  const review = await deferredReview();
  const response = await page.goto(`/companies/${review.company_id}/reviews/${review.id}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toContain("text/html");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(review.title);
  // the server-rendered HTML already holds the review, not only the hydrated page
  expect(await response!.text()).toContain(review.title);
});

test("a deferred review detail opens by client-side navigation from its review list", async ({ page, request }) => {
  const review = await deferredReview();
  const pagePath = `/companies/${review.company_id}/reviews/${review.id}`;
  const pageData = await request.get(`/page-data${pagePath}/page-data.json`);
  expect(pageData.status()).toBe(200);
  expect((await pageData.json()).path).toBe(pagePath);

  await page.goto(`/companies/${review.company_id}/reviews`);
  // Click only once the page has hydrated: before that the link is a plain <a> and the browser loads a new document
  // (what made this test flaky on a loaded CI machine).
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator(`a[href="${pagePath}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(review.title);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("an unknown review id still answers 404", async ({ request }) => {
  const [row] = await query<{ company_id: number }>("select company_id from company_reviews limit 1");
  const companyId = row!.company_id;
  const response = await request.get(`/companies/${companyId}/reviews/999999999`);
  expect(response.status()).toBe(404);
  const pageData = await request.get(`/page-data/companies/${companyId}/reviews/999999999/page-data.json`);
  expect(pageData.status()).toBe(404);
});

test("a video chapter page is deferred and answers 200 with its bundle and chapter", async ({ page }) => {
  const [chapter] = await query<{ id: number; bundle_id: number; bundle_title: string; title: string }>(`
    select ch.id, ch.video_bundle_id as bundle_id, b.title as bundle_title, ch.title from video_chapters ch
    join video_bundles b on b.id = ch.video_bundle_id
    where b.published_at is not null and b.published_at <= now() order by ch.id limit 1`);
  const pagePath = `/videos/${chapter!.bundle_id}/video_chapters/${chapter!.id}`;
  expect(prerendered(pagePath)).toBe(false);
  expect(prerendered(`/videos/${chapter!.bundle_id}`)).toBe(true);

  const response = await page.goto(pagePath);
  expect(response?.status()).toBe(200);
  expect(await response!.text()).toContain(chapter!.bundle_title);
  await expect(
    page.getByRole("navigation", { name: "チャプター" }).getByRole("link", { name: chapter!.title }),
  ).toHaveAttribute("aria-current", "page");
});
