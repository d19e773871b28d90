import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { TestDatabase } from "../../../db/testing";
import { renderMarkdown } from "../../../catalogue-source";
import { PREVIEW_SHELL_PATH } from "../../../core/preview-routes";
import { PREVIEW_PAYLOAD_ELEMENT_ID, type PreviewPayload } from "../../../core/events/preview-payload";
import { DATABASE_SETUP_TIMEOUT_MS } from "../../testing/database-setup-timeout";
import { loadFunction } from "../../testing/load-function";
import { closeSeededDatabase, openSeededDatabase } from "../../testing/seeded-database";
import { readPreviewEnv } from "../preview-env";
import { createPreviewToken } from "../preview-token";
import { PREVIEW_SHELL_COOKIE } from "./preview-page-handler";

const SHELL_HTML =
  '<!DOCTYPE html><html><head><title>shell</title></head><body><div id="___gatsby"></div></body></html>';
const NOT_FOUND_HTML = "<!DOCTYPE html><html><body>ページが見つかりません</body></html>";

type EventFixture = {
  id: number;
  title: string;
  category: string;
  description_markdown: string;
  schedule_count: number;
};

let database: TestDatabase;
let server: http.Server;
let origin: string;
let unpublished: EventFixture;
let published: EventFixture;
let internship: EventFixture;

const secret = () => readPreviewEnv().PREVIEW_SECRET;
const inOneHour = () => new Date(Math.floor(Date.now() / 1000) * 1000 + 3_600_000);
const routeCategory = (category: string) => (category === "entry" ? "selection" : category);

async function firstEvent(where: ReturnType<typeof sql>): Promise<EventFixture> {
  const [row] = (
    await database.db.execute(sql`
      select e.id, e.title, e.category, e.description_markdown,
             (select count(*)::int from schedules s where s.event_id = e.id) as schedule_count
      from events e where ${where} order by e.id limit 1`)
  ).rows as EventFixture[];
  if (!row) throw new Error("no event for the fixture");
  return row;
}

beforeAll(async () => {
  database = await openSeededDatabase();
  // Stands in for the CDN: the prerendered preview shell and 404 page of the publish folder.
  server = http.createServer((req, res) => {
    if (req.url === PREVIEW_SHELL_PATH && req.headers.cookie === `${PREVIEW_SHELL_COOKIE}=1`)
      res.writeHead(200, { "Content-Type": "text/html" }).end(SHELL_HTML);
    else if (req.url === "/404.html") res.writeHead(200, { "Content-Type": "text/html" }).end(NOT_FOUND_HTML);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  unpublished = await firstEvent(
    sql`not e.published and e.category <> 'gosetsu' and exists (select 1 from schedules s where s.event_id = e.id)`,
  );
  published = await firstEvent(sql`e.published and e.published_at <= now() and e.category = 'seminar'`);
  internship = await firstEvent(sql`e.category = 'internship' and not e.published`);
  // in place of the seed's sample images, one the test knows
  await database.db.execute(sql`delete from event_summary_images where event_id = ${internship.id}`);
  await database.db.execute(sql`
    insert into event_summary_images (event_id, image_url, description, display_order)
    values (${internship.id}, 'https://images.example.com/summary/1.jpg', 'グループワークの様子', 1)`);
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await closeSeededDatabase(database);
});

async function get(path: string, method = "GET"): Promise<Response> {
  const { default: handler } = await loadFunction("preview-event-pages");
  return handler(new Request(`${origin}${path}`, { method }), {} as never) as Promise<Response>;
}

const previewPath = (event: EventFixture, token: string, category = routeCategory(event.category)) =>
  `/preview_events/${category}/${event.id}?token=${encodeURIComponent(token)}`;

function embeddedPayload(html: string): PreviewPayload {
  const match = new RegExp(
    `<script type="application/json" id="${PREVIEW_PAYLOAD_ELEMENT_ID}">(.*?)</script></body>`,
  ).exec(html);
  if (!match) throw new Error("no embedded payload");
  return JSON.parse(match[1]!) as PreviewPayload;
}

function expectNeverStored(response: Response) {
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  expect(response.headers.get("netlify-cdn-cache-control")).toBeNull();
}

async function setFlag(key: string, enabled: boolean) {
  await database.db.execute(sql`update feature_flags set enabled = ${enabled} where key = ${key}`);
}

describe("functions/preview-event-pages", () => {
  it("routes exactly /preview_events/{category}/{event_id}", async () => {
    expect((await loadFunction("preview-event-pages")).config).toEqual({ path: "/preview_events/:category/:event_id" });
  });

  it("serves the shell with an unpublished event embedded as the detail page shows it, never stored or indexed", async () => {
    const expiresAt = inOneHour();
    const response = await get(previewPath(unpublished, createPreviewToken(unpublished.id, secret(), expiresAt)));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expectNeverStored(response);
    const html = await response.text();
    expect(html.startsWith(SHELL_HTML.slice(0, SHELL_HTML.indexOf("</body>")))).toBe(true);
    const payload = embeddedPayload(html);
    expect(payload).toMatchObject({ published: false, expiresAt: expiresAt.toISOString() });
    expect(payload.event).toMatchObject({
      db_id: unpublished.id,
      title: unpublished.title,
      description_html: renderMarkdown(unpublished.description_markdown),
    });
    expect(payload.event.schedules).toHaveLength(unpublished.schedule_count);
    for (const schedule of payload.event.schedules) {
      if (!schedule.is_online) expect(schedule.prefecture?.name).toMatch(/[都道府県]$/);
    }
    expect(payload.event.host_company?.initial_char).toHaveLength(1);
    expect(html).not.toContain("token=");
  });

  it("marks a published event as published and reads its companies and related events", async () => {
    const response = await get(previewPath(published, createPreviewToken(published.id, secret(), inOneHour())));
    const payload = embeddedPayload(await response.text());
    expect(payload.published).toBe(true);
    expect(payload.reading).toBe("a");
    expect(payload.event.other_published_events.length).toBeLessThanOrEqual(4);
    expect(payload.event.other_published_events.every((other) => other.db_id !== published.id)).toBe(true);
  });

  it("renders internships as Reading B while internship_renewal is on, with summary images only under their flag", async () => {
    const path = () => previewPath(internship, createPreviewToken(internship.id, secret(), inOneHour()));
    await setFlag("internship_renewal", false);
    expect(embeddedPayload(await (await get(path())).text())).toMatchObject({ reading: "a", showSummaryImages: false });
    await setFlag("internship_renewal", true);
    await setFlag("event_internship_summary_image", true);
    const renewed = embeddedPayload(await (await get(path())).text());
    expect(renewed).toMatchObject({ reading: "b", showSummaryImages: true });
    expect(renewed.event.summary_images).toEqual([
      {
        id: expect.any(Number),
        image_url: "https://images.example.com/summary/1.jpg",
        description: "グループワークの様子",
      },
    ]);
    await setFlag("event_internship_summary_image", false);
    expect(embeddedPayload(await (await get(path())).text())).toMatchObject({ reading: "b", showSummaryImages: false });
  });

  it.each([
    ["no token", () => previewPath(unpublished, "")],
    [
      "an expired token",
      () => previewPath(unpublished, createPreviewToken(unpublished.id, secret(), new Date(Date.now() - 1000))),
    ],
    [
      "a token signed with another secret",
      () => previewPath(unpublished, createPreviewToken(unpublished.id, `${secret()}-forged`, inOneHour())),
    ],
    [
      "a tampered expiry",
      () => previewPath(unpublished, createPreviewToken(unpublished.id, secret(), inOneHour()).replace(/^\d/, "9")),
    ],
    ["another event's token", () => previewPath(unpublished, createPreviewToken(published.id, secret(), inOneHour()))],
    [
      "an unknown event",
      () =>
        `/preview_events/seminar/99999999?token=${encodeURIComponent(createPreviewToken(99999999, secret(), inOneHour()))}`,
    ],
    [
      "the wrong category in the path",
      () => previewPath(published, createPreviewToken(published.id, secret(), inOneHour()), "selection"),
    ],
    [
      "an API category in the path",
      () =>
        `/preview_events/entry/${unpublished.id}?token=${encodeURIComponent(createPreviewToken(unpublished.id, secret(), inOneHour()))}`,
    ],
  ])("answers %s with the 404 page and status 404", async (_, path) => {
    const response = await get(path());
    expect(response.status).toBe(404);
    expectNeverStored(response);
    expect(await response.text()).toBe(NOT_FOUND_HTML);
  });

  it("redirects the legacy company_internship path to internship, keeping the token", async () => {
    const response = await get("/preview_events/company_internship/42?token=abc");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/preview_events/internship/42?token=abc");
    expectNeverStored(response);
  });

  it("answers HEAD without a body and refuses other methods", async () => {
    const path = previewPath(unpublished, createPreviewToken(unpublished.id, secret(), inOneHour()));
    const head = await get(path, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await get(path, "POST")).status).toBe(405);
  });
});
