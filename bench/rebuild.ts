/**
 * `npm run bench:rebuild [-- --scale small|large]` (default large): the editors' path end to end, as under `npm start`.
 * Seeds a fresh in-memory database, builds the site, serves it with the local rebuild hook, then
 *  1. changes one event's title and calls the signed webhook (as `npm run editor` does): seconds from the webhook
 *     call until the local server serves the new title, and how many HTML files the incremental build rewrote;
 *  2. switches the logo flag (`renewal_oc_web_logo`, in every page's title) with `npm run editor`'s own code: seconds
 *     until the home page shows the other display name, and how many HTML files were rewritten.
 *  3. changes the same event's title again: the steady state of an incremental build after the first one.
 * "Rewritten" = HTML files in public/ whose modification time changed, of all HTML files. Each step also says whether
 * Gatsby's browser or SSR compilation hash changed (read from its persisted state, .cache/redux): a changed SSR hash
 * marks every HTML file dirty. Writes bench/results/rebuild.json.
 */
import "../scripts/lib/runtime/check-node";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import v8 from "node:v8";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { startPgliteServer } from "../db/pglite-server";
import { events, featureFlags } from "../db/schema";
import { RENEWAL_LOGO_FLAG } from "../src/lib/feature-flags/feature-flag-keys";
import { LEGACY_DISPLAY_NAME, RENEWED_DISPLAY_NAME, SITE_TAGLINE } from "../core/site/display-name";
import { applyEditorCommand } from "../scripts/lib/cli/editor-changes";
import { gatsbyBuild } from "../scripts/lib/build/gatsby-build";
import { createLocalRebuild } from "../scripts/lib/rebuild/local-rebuild";
import { startLocalRebuildHook } from "../scripts/lib/rebuild/local-rebuild-hook";
import { startLocalServer } from "../scripts/lib/local-site/local-server";
import { prepareDatabase } from "../scripts/lib/database/prepare-database";
import { sendEditorWebhook } from "../scripts/lib/cli/send-editor-webhook";
import { writeBenchResult } from "./lib/write-bench-result";

const projectRoot = process.cwd();
const scaleArgument = process.argv[process.argv.indexOf("--scale") + 1];
const scale: "small" | "large" = process.argv.includes("--scale") && scaleArgument === "small" ? "small" : "large";
const port = Number(process.env.PORT ?? 8901);
const round = (value: number) => Math.round(value * 10) / 10;

function htmlModificationTimes(): Map<string, number> {
  const times = new Map<string, number>();
  const publicDir = path.join(projectRoot, "public");
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    times.set(file, statSync(file).mtimeMs);
  }
  return times;
}

function rewritten(before: Map<string, number>): { rewritten: number; htmlFiles: number } {
  const after = htmlModificationTimes();
  let changed = 0;
  for (const [file, time] of after) if (before.get(file) !== time) changed += 1;
  return { rewritten: changed, htmlFiles: after.size };
}

type CompilationHashes = { browser: string; ssr: string };

/** Gatsby's compilation hashes as its last build persisted them. */
function compilationHashes(): CompilationHashes {
  const state = v8.deserialize(readFileSync(path.join(projectRoot, ".cache", "redux", "redux.rest.state"))) as {
    webpackCompilationHash?: string;
    html?: { ssrCompilationHash?: string };
  };
  return { browser: state.webpackCompilationHash ?? "", ssr: state.html?.ssrCompilationHash ?? "" };
}

function hashChanges(before: CompilationHashes): { browserHashChanged: boolean; ssrHashChanged: boolean } {
  const after = compilationHashes();
  return { browserHashChanged: after.browser !== before.browser, ssrHashChanged: after.ssr !== before.ssr };
}

async function waitFor(url: string, contains: string, timeoutMs = 20 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await fetch(url).then(
      (response) => response.text(),
      () => "",
    );
    if (text.includes(contains)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never showed ${contains}`);
}

async function main() {
  const database = await startPgliteServer({ dataDir: "memory://" });
  const { db, close } = createDb(database.url, { max: 2 });
  try {
    const seedStarted = Date.now();
    await prepareDatabase(database.url, { scale });
    console.info(`seeded ${scale} in ${round((Date.now() - seedStarted) / 1000)} s`);
    const siteUrl = `http://localhost:${port}`;
    const firstStarted = Date.now();
    await gatsbyBuild({ projectRoot, databaseUrl: database.url, siteUrl }).done;
    const firstBuildSeconds = round((Date.now() - firstStarted) / 1000);

    process.env.DATABASE_URL = database.url;
    const secret = randomBytes(32).toString("base64url");
    process.env.EDITOR_WEBHOOK_SECRET = secret;
    const runner = createLocalRebuild({ projectRoot, databaseUrl: database.url, siteUrl });
    const hook = await startLocalRebuildHook(runner);
    process.env.NETLIFY_BUILD_HOOK_URL = hook.url;
    const server = await startLocalServer({ projectRoot, port });
    try {
      const [event] = await db
        .select({ id: events.id, title: events.title })
        .from(events)
        .where(and(eq(events.published, true), eq(events.category, "internship")))
        .orderBy(asc(events.id))
        .limit(1);
      if (!event) throw new Error("no published internship in the sample data");
      const pageUrl = `${server.url}/events/internship/${event.id}`;
      await waitFor(pageUrl, event.title.slice(0, 10));

      const changeTitle = async (label: string) => {
        const marker = `bench-${Date.now()}`;
        const beforeFiles = htmlModificationTimes();
        const beforeHashes = compilationHashes();
        await db
          .update(events)
          .set({ title: sql`${events.title} || ${` ${marker}`}`, updatedAt: sql`now()` })
          .where(eq(events.id, event.id));
        const started = Date.now();
        await sendEditorWebhook({ siteUrl: server.url, secret, changes: [{ type: "event", id: event.id }] });
        await waitFor(pageUrl, marker);
        const seconds = round((Date.now() - started) / 1000);
        await runner.idle();
        const files = rewritten(beforeFiles);
        const hashes = hashChanges(beforeHashes);
        console.info(
          `${label}: served after ${seconds} s; ${files.rewritten} of ${files.htmlFiles} HTML files rewritten; ${JSON.stringify(hashes)}`,
        );
        return { webhookToServedSeconds: seconds, ...files, ...hashes };
      };

      // 1. one event's title
      const eventTitle = await changeTitle("event title");

      // 2. the logo flag, in every page's title
      const [flag] = await db.select().from(featureFlags).where(eq(featureFlags.key, RENEWAL_LOGO_FLAG));
      const turnOn = !flag?.enabled;
      // the home page's title: `{display name} | {tagline}`
      const expected = `${turnOn ? RENEWED_DISPLAY_NAME : LEGACY_DISPLAY_NAME} | ${SITE_TAGLINE}`;
      const beforeFlag = htmlModificationTimes();
      const beforeFlagHashes = compilationHashes();
      const flagStarted = Date.now();
      const applied = await applyEditorCommand(db, { kind: "set-flag", key: RENEWAL_LOGO_FLAG, enabled: turnOn });
      await sendEditorWebhook({ siteUrl: server.url, secret, changes: [applied.change] });
      await waitFor(`${server.url}/`, expected);
      const flagSeconds = round((Date.now() - flagStarted) / 1000);
      await runner.idle();
      const flagFiles = rewritten(beforeFlag);
      const flagHashes = hashChanges(beforeFlagHashes);
      console.info(
        `logo flag: served after ${flagSeconds} s; ${flagFiles.rewritten} of ${flagFiles.htmlFiles} HTML files rewritten; ${JSON.stringify(flagHashes)}`,
      );

      // 3. the same title again, after two incremental builds
      const eventTitleAgain = await changeTitle("event title again");

      writeBenchResult("rebuild", scale, {
        measuredAt: new Date().toISOString(),
        firstBuildSeconds,
        eventTitle,
        logoFlag: { webhookToServedSeconds: flagSeconds, ...flagFiles, ...flagHashes },
        eventTitleAgain,
        builds: runner.state.builds,
        failures: runner.state.failures,
      });
    } finally {
      await server.close();
      await hook.close();
    }
  } finally {
    await close();
    await database.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
