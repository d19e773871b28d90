import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { query } from "./site-database";

/** Sitemaps (gatsby/sitemap/): /sitemap.xml, its children and robots.txt as the CDN serves them from public/. */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

async function getXml(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(pathname);
  expect(response.status(), pathname).toBe(200);
  expect(response.headers()["content-type"], pathname).toContain("xml");
  return response.text();
}

/** Every child sitemap's path with the page paths it lists. */
async function readSitemaps(request: APIRequestContext): Promise<Map<string, string[]>> {
  const children = locs(await getXml(request, "/sitemap.xml"));
  const sitemaps = new Map<string, string[]>();
  for (const child of children) sitemaps.set(child, locs(await getXml(request, child)));
  return sitemaps;
}

const prerendered = (pagePath: string) => fs.existsSync(path.join(process.cwd(), "public", pagePath, "index.html"));

test("robots.txt keeps its rules and names the sitemap index by its absolute URL", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("Disallow: /user_registrations");
  const sitemapLines = body.split("\n").filter((line) => line.startsWith("Sitemap: "));
  expect(sitemapLines).toHaveLength(1);
  expect(new URL(sitemapLines[0]!.slice("Sitemap: ".length)).pathname).toBe("/sitemap.xml");
});

test("the sitemap index lists a file per section; they hold a known event, deferred pages, and no noindex page", async ({
  request,
}) => {
  const sitemaps = await readSitemaps(request);
  expect([...sitemaps.keys()]).toEqual(
    expect.arrayContaining([
      "/sitemap-events-selection-1.xml",
      "/sitemap-events-internship-1.xml",
      "/sitemap-events-seminar-1.xml",
      "/sitemap-events-feature-1.xml",
      "/sitemap-companies-1.xml",
      "/sitemap-reviews-1.xml",
      "/sitemap-videos-1.xml",
      "/sitemap-shutore-1.xml",
      "/sitemap-infos-1.xml",
    ]),
  );
  for (const paths of sitemaps.values()) expect(paths.length).toBeLessThanOrEqual(50_000);
  const listed = new Set([...sitemaps.values()].flat());

  const [event] = await query<{ id: number }>(
    "select e.id from events e where e.category = 'internship' and e.published and (e.published_at is null or e.published_at <= now()) order by e.id limit 1",
  );
  expect(sitemaps.get("/sitemap-events-internship-1.xml")).toContain(`/events/internship/${event!.id}`);
  expect(listed.has("/")).toBe(true);
  expect(listed.has("/infos/terms")).toBe(true);

  const deferredReview = [...listed].find(
    (pagePath) => /^\/companies\/\d+\/reviews\/\d+$/.test(pagePath) && !prerendered(pagePath),
  );
  expect(deferredReview, "a deferred review detail is listed").toBeDefined();
  expect([...listed].some((pagePath) => pagePath.includes("/video_chapters/"))).toBe(true);

  for (const noindex of [
    "/login",
    "/logout",
    "/chats",
    "/event_attendance",
    "/user_registrations",
    "/healthcheck",
    "/404",
  ])
    expect(listed.has(noindex)).toBe(false);
  const personal = [...listed].filter((pagePath) =>
    /^\/(user_registrations|preview_events|_shells|unagreed_terms)\b|\/(confirm|entry_complete)$/.test(pagePath),
  );
  expect(personal).toEqual([]);
});

test("listed pages, prerendered or deferred, answer 200 and are indexable", async ({ request }) => {
  const sitemaps = await readSitemaps(request);
  for (const paths of sitemaps.values()) {
    const sample = [...new Set([paths[0]!, paths[Math.floor(paths.length / 2)]!, paths[paths.length - 1]!])];
    for (const pagePath of sample) {
      const response = await request.get(pagePath, { maxRedirects: 0 });
      expect(response.status(), pagePath).toBe(200);
      expect(await response.text(), pagePath).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    }
  }
});
