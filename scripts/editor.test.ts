import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { closeCachedDb } from "../db/client";
import { events, featureFlags, notifications, siteBuilds, whatsNewItems } from "../db/schema";
import type { TestDatabase } from "../db/testing";
import { startCountingHookServer, type CountingHookServer } from "../server/testing/counting-hook-server";
import { DATABASE_SETUP_TIMEOUT_MS } from "../server/testing/database-setup-timeout";
import { TEST_EDITOR_SECRET } from "../server/testing/editor-request";
import { createEventWithSchedules } from "../server/testing/entry-fixtures";
import { loadFunction } from "../server/testing/load-function";
import { openSeededDatabase } from "../server/testing/seeded-database";

const projectRoot = path.resolve(__dirname, "..");
let database: TestDatabase;
let hook: CountingHookServer;
let site: http.Server;
let siteUrl: string;

/** The webhook function behind a plain HTTP server, as the site serves it. */
async function serveWebhook(): Promise<void> {
  const handler = (await loadFunction("editor-rebuilds")).default;
  site = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers(
      Object.entries(req.headers).flatMap(([name, value]) =>
        typeof value === "string" ? [[name, value] as [string, string]] : [],
      ),
    );
    const response = await handler(
      new Request(new URL(req.url ?? "/", siteUrl), {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
}

beforeAll(async () => {
  database = await openSeededDatabase();
  hook = await startCountingHookServer();
  process.env.EDITOR_WEBHOOK_SECRET = TEST_EDITOR_SECRET;
  process.env.NETLIFY_BUILD_HOOK_URL = hook.url;
  await serveWebhook();
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await hook.close();
  delete process.env.EDITOR_WEBHOOK_SECRET;
  delete process.env.NETLIFY_BUILD_HOOK_URL;
  await closeCachedDb();
  delete process.env.DATABASE_URL;
  await database.close();
});

beforeEach(async () => {
  hook.calls.length = 0;
  await database.db.delete(siteBuilds);
});

function editor(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"),
        path.join(projectRoot, "scripts", "editor.ts"),
        ...args,
      ],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          SITE_URL: siteUrl,
          EDITOR_WEBHOOK_SECRET: TEST_EDITOR_SECRET,
        },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run editor", () => {
  it("publish-event and unpublish-event change the event, then call the signed webhook, which queues one build", async () => {
    const { eventId } = await createEventWithSchedules(database.db, {
      published: false,
      title: "編集部テストの説明会",
      schedules: [{ startInDays: 10 }],
    });
    const published = await editor("publish-event", String(eventId));
    expect(published.stderr).toBe("");
    expect(published.code).toBe(0);
    expect(published.stdout).toContain(`イベント ${eventId}「編集部テストの説明会」を公開しました`);
    expect(published.stdout).toMatch(/再ビルドを依頼しました: ビルド #\d+/);
    const [row] = await database.db.select().from(events).where(eq(events.id, eventId));
    expect(row).toMatchObject({ published: true });
    expect(row!.publishedAt).not.toBeNull();
    expect(hook.calls).toHaveLength(1);

    const unpublished = await editor("unpublish-event", String(eventId));
    expect(unpublished.code).toBe(0);
    expect(unpublished.stdout).toContain("60 秒以内に依頼済みのビルド");
    expect((await database.db.select().from(events).where(eq(events.id, eventId)))[0]!.published).toBe(false);
    expect(hook.calls).toHaveLength(1);
    const [build] = await database.db.select().from(siteBuilds);
    expect(build!.changes).toEqual([
      { type: "event", id: eventId },
      { type: "event", id: eventId },
    ]);
  }, 60_000);

  it("publish-event announces a company's event once in 新着情報; notice posts an お知らせ without a rebuild", async () => {
    const { eventId } = await createEventWithSchedules(database.db, {
      published: false,
      title: "フォロー企業の新作",
      schedules: [{ startInDays: 10 }],
    });
    const [company] = (await database.db.execute<{ id: number }>(sql`select id from companies order by id limit 1`))
      .rows;
    await database.db.update(events).set({ hostCompanyId: company!.id }).where(eq(events.id, eventId));
    expect((await editor("publish-event", String(eventId))).code).toBe(0);
    expect((await editor("unpublish-event", String(eventId))).code).toBe(0);
    expect((await editor("publish-event", String(eventId))).code).toBe(0);
    const items = await database.db.select().from(whatsNewItems).where(eq(whatsNewItems.eventId, eventId));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ companyId: company!.id, url: `/events/internship/${eventId}` });

    hook.calls.length = 0;
    const title = `編集部からのお知らせ ${Date.now()}`;
    const posted = await editor("notice", title, "本文です", "--graduate-year", "2027", "--url", "/shutore");
    expect(posted.stderr).toBe("");
    expect(posted.code).toBe(0);
    const [{ n }] = (
      await database.db.execute<{ n: number }>(sql`select count(*)::int as n from users where graduate_year = 2027`)
    ).rows as [{ n: number }];
    expect(posted.stdout).toContain(`お知らせ「${title}」を2027年卒業予定の学生 ${n} 人に送りました`);
    const rows = await database.db.select().from(notifications).where(eq(notifications.title, title));
    expect(rows).toHaveLength(n);
    expect(hook.calls).toHaveLength(0);

    const refused = await editor("notice", title, "本文", "--url", "https://evil.example/");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("npm run editor -- notice");
  }, 90_000);

  it("set-flag switches a feature flag and tells the webhook its key", async () => {
    const before = (await database.db.select().from(featureFlags).where(eq(featureFlags.key, "internship_renewal")))[0]!
      .enabled;
    const answer = await editor("set-flag", "internship_renewal", before ? "off" : "on");
    expect(answer.code).toBe(0);
    expect(
      (await database.db.select().from(featureFlags).where(eq(featureFlags.key, "internship_renewal")))[0]!.enabled,
    ).toBe(!before);
    expect((await database.db.select().from(siteBuilds))[0]!.changes).toEqual([
      { type: "flag", id: "internship_renewal" },
    ]);
  }, 60_000);

  it("exits 1 on an unknown event or flag, changing nothing and calling no webhook", async () => {
    const unknownEvent = await editor("publish-event", "99999999");
    expect(unknownEvent.code).toBe(1);
    expect(unknownEvent.stderr).toContain("イベント 99999999 はありません");
    const unknownFlag = await editor("set-flag", "no_such_flag", "on");
    expect(unknownFlag.code).toBe(1);
    expect(unknownFlag.stderr).toContain("フラグ no_such_flag はありません。あるフラグ: ");
    expect(unknownFlag.stderr).toContain("internship_renewal");
    expect(hook.calls).toEqual([]);
    expect(await database.db.select().from(siteBuilds)).toEqual([]);
  }, 60_000);

  it("exits 2 with the usage on bad arguments", async () => {
    const answer = await editor("publish-event", "abc");
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain("Usage: npm run editor -- publish-event <event_id>");
  }, 60_000);

  it("exits 1 and says so when the webhook refuses the signature (the change itself is made)", async () => {
    const { eventId } = await createEventWithSchedules(database.db, {
      published: false,
      schedules: [{ startInDays: 10 }],
    });
    process.env.EDITOR_WEBHOOK_SECRET = "the-server-has-another-secret-0123456789";
    try {
      const answer = await editor("publish-event", String(eventId));
      expect(answer.code).toBe(1);
      expect(answer.stderr).toContain(
        "データベースは変更しましたが、再ビルドを依頼できませんでした: webhook が 401 を返しました",
      );
      expect(hook.calls).toEqual([]);
    } finally {
      process.env.EDITOR_WEBHOOK_SECRET = TEST_EDITOR_SECRET;
    }
  }, 60_000);
});
