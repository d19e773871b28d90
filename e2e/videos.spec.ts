import { expect, test, type Page } from "@playwright/test";
import { query, one } from "./site-database";

const published = (alias: string) => `${alias}.published_at is not null and ${alias}.published_at <= now()`;

type BundleRow = {
  id: number;
  title: string;
  video_url: string;
  captions_url: string | null;
  company_id: number;
  company: string;
};

const bundleSql = (where: string) => `
  select b.id, b.title, b.video_url, b.captions_url, b.company_id, c.name as company
  from video_bundles b join companies c on c.id = b.company_id
  where ${published("b")} and ${where} order by b.id limit 1`;

/** Waits until the page's video element knows its duration, then answers its currentTime. */
async function currentTimeAfterMetadata(page: Page): Promise<number> {
  const video = page.locator("video");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  return video.evaluate((element: HTMLVideoElement) => element.currentTime);
}

test("/videos shows feature videos, channels, the newest videos and short videos", async ({ page }) => {
  const newest = await one<{ title: string }>(
    `select title from video_bundles b where ${published("b")} order by published_at desc, id desc limit 1`,
  );
  const feature = await one<{ title: string }>(
    `select title from feature_videos f where ${published("f")} order by display_order, id limit 1`,
  );
  await page.goto("/videos");
  await expect(page.getByRole("heading", { level: 1, name: "就活動画" })).toBeVisible();
  await expect(page.getByRole("link", { name: feature.title })).toBeVisible();
  const newestSection = page.getByRole("region", { name: "新着動画" });
  await expect(newestSection.getByRole("link", { name: newest.title }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "チャンネル" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "ショート動画" }).getByRole("listitem").first()).toBeVisible();
});

test("a bundle page plays its file with captions, never automatically, and lists its chapters as links", async ({
  page,
}) => {
  const bundle = await one<BundleRow>(bundleSql("b.captions_url is not null"));
  const chapters = await query<{ id: number; title: string }>(
    `select id, title from video_chapters where video_bundle_id = ${bundle.id} order by display_order`,
  );
  await page.goto(`/videos/${bundle.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(bundle.title);
  const video = page.locator("video");
  await expect(video).toHaveAttribute("src", bundle.video_url);
  await expect(video).not.toHaveAttribute("autoplay");
  await expect(video.locator('track[kind="captions"][srclang="ja"]')).toHaveAttribute("src", bundle.captions_url!);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  const chapterNav = page.getByRole("navigation", { name: "チャプター" });
  await expect(chapterNav.getByRole("link")).toHaveCount(chapters.length);
  await expect(chapterNav.getByRole("link", { name: chapters[1]!.title })).toHaveAttribute(
    "href",
    `/videos/${bundle.id}/video_chapters/${chapters[1]!.id}`,
  );
  const ld = await page.locator('script[type="application/ld+json"]').textContent();
  expect(ld).toContain('"@type":"VideoObject"');
  expect(ld).toContain('"duration":"PT1M30S"');
  expect(ld).toContain('"@type":"BreadcrumbList"');
});

test("a bundle without captions has no captions track", async ({ page }) => {
  const bundle = await one<BundleRow>(bundleSql("b.captions_url is null"));
  await page.goto(`/videos/${bundle.id}`);
  await expect(page.locator("video")).toHaveAttribute("src", bundle.video_url);
  await expect(page.locator("video track")).toHaveCount(0);
});

test("a chapter page starts the video at the chapter and highlights it", async ({ page }) => {
  const chapter = await one<{ id: number; bundle_id: number; title: string; start_seconds: number }>(`
    select ch.id, ch.video_bundle_id as bundle_id, ch.title, ch.start_seconds
    from video_chapters ch join video_bundles b on b.id = ch.video_bundle_id
    where ${published("b")} and ch.start_seconds > 0 order by ch.start_seconds desc, ch.id limit 1`);
  await page.goto(`/videos/${chapter.bundle_id}/video_chapters/${chapter.id}`);
  await expect(
    page.getByRole("navigation", { name: "チャプター" }).getByRole("link", { name: chapter.title }),
  ).toHaveAttribute("aria-current", "page");
  expect(await currentTimeAfterMetadata(page)).toBeGreaterThanOrEqual(chapter.start_seconds);
  await expect(page.locator("video")).not.toHaveAttribute("autoplay");
});

test("short videos are vertical and link to the previous and next short video", async ({ page }) => {
  const shorts = await query<{ id: number; title: string }>(
    `select id, title from short_videos s where ${published("s")} order by published_at desc, id desc limit 3`,
  );
  await page.goto(`/short_videos/${shorts[0]!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: shorts[0]!.title })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "ショート動画の移動" });
  await expect(nav.getByRole("link", { name: /前の動画/ })).toHaveCount(0);
  await nav.getByRole("link", { name: `次の動画：${shorts[1]!.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/short_videos/${shorts[1]!.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: shorts[1]!.title })).toBeVisible();
  await nav.getByRole("link", { name: `前の動画：${shorts[0]!.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/short_videos/${shorts[0]!.id}$`));
  const box = await page.locator("video").boundingBox();
  expect(box!.height).toBeGreaterThan(box!.width);
});

test("search narrows the videos by free word and industry; query pages are noindex", async ({ page }) => {
  const total = (await one<{ n: number }>(`select count(*)::int as n from video_bundles b where ${published("b")}`)).n;
  const bundle = await one<BundleRow & { category_id: number }>(`
    select b.id, b.title, c.name as company, c.business_category_id as category_id
    from video_bundles b join companies c on c.id = b.company_id where ${published("b")} order by b.id limit 1`);
  const byCompany = (
    await one<{ n: number }>(`
    select count(*)::int as n from video_bundles b join companies c on c.id = b.company_id
    left join video_channels ch on ch.id = b.video_channel_id
    where ${published("b")} and (position('${bundle.company}' in c.name) > 0 or position('${bundle.company}' in b.title) > 0 or position('${bundle.company}' in coalesce(ch.name, '')) > 0)`)
  ).n;

  await page.goto("/videos/search");
  await expect(page.getByRole("heading", { name: `新着順の動画 ${total}件` })).toBeVisible();

  await page.getByLabel("フリーワード").fill(bundle.company);
  await page.getByRole("button", { name: "検索する" }).click();
  await expect(page).toHaveURL(/\/videos\/search\?q=/);
  await expect(page.getByRole("heading", { name: `「${bundle.company}」の動画 ${byCompany}件` })).toBeVisible();
  expect(byCompany).toBeLessThan(total);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await page.goto(`/videos/search?industry=${bundle.category_id}`);
  const inIndustry = (
    await one<{ n: number }>(`
    select count(*)::int as n from video_bundles b join companies c on c.id = b.company_id
    where ${published("b")} and c.business_category_id = ${bundle.category_id}`)
  ).n;
  await expect(page.getByRole("heading", { name: new RegExp(`の動画 ${inIndustry}件$`) })).toBeVisible();
  expect(inIndustry).toBeLessThan(total);

  await page.goto("/videos/search?q=存在しない言葉ぴよぴよ");
  await expect(page.getByText("条件に合う動画はありませんでした。")).toBeVisible();
});

test("channels, a channel and a feature video list their videos", async ({ page }) => {
  const channel = await one<{ id: number; name: string; title: string }>(`
    select ch.id, ch.name, b.title from video_channels ch join video_bundles b on b.video_channel_id = ch.id
    where ${published("b")} order by ch.display_order, ch.id, b.published_at desc limit 1`);
  await page.goto("/videos/channels");
  await page.getByRole("link", { name: channel.name }).click();
  await expect(page).toHaveURL(new RegExp(`/videos/channels/${channel.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: channel.name })).toBeVisible();
  await expect(page.getByRole("link", { name: channel.title }).first()).toBeVisible();

  const feature = await one<{ id: number; title: string; bundle: string }>(`
    select f.id, f.title, b.title as bundle from feature_videos f
    join feature_video_bundles fb on fb.feature_video_id = f.id join video_bundles b on b.id = fb.video_bundle_id
    where ${published("f")} and ${published("b")} order by f.id, fb.display_order limit 1`);
  await page.goto(`/videos/feature_videos/${feature.id}`);
  await expect(page.getByRole("heading", { level: 1, name: feature.title })).toBeVisible();
  await expect(page.getByRole("link", { name: feature.bundle }).first()).toBeVisible();
});

test("a company's videos page lists its videos, or says clearly that there are none", async ({ page }) => {
  const bundle = await one<BundleRow>(bundleSql("true"));
  await page.goto(`/companies/${bundle.company_id}/videos`);
  await expect(page.getByRole("heading", { level: 1, name: `${bundle.company}の動画` })).toBeVisible();
  await expect(page.getByRole("link", { name: bundle.title }).first()).toBeVisible();

  const empty = await one<{ id: number; name: string }>(`
    select c.id, c.name from companies c
    where not exists (select 1 from video_bundles b where b.company_id = c.id and ${published("b")})
      and not exists (select 1 from short_videos s where s.company_id = c.id and ${published("s")})
    order by c.id limit 1`);
  await page.goto(`/companies/${empty.id}/videos`);
  await expect(page.getByText(`${empty.name}の動画はまだ公開されていません。`)).toBeVisible();
});

for (const path of [
  "/videos/999999",
  "/videos/1/video_chapters/999999",
  "/videos/channels/999999",
  "/videos/feature_videos/999999",
  "/short_videos/999999",
  "/companies/999999/videos",
]) {
  test(`unknown id ${path} shows the 404 screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "ページが見つかりません" })).toBeVisible();
  });
}
