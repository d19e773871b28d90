/**
 * `npm start`: embedded Postgres (or DATABASE_URL) → migrations and sample data on first start → gatsby build
 * → functions, redirects and pages on http://localhost:8888. Ctrl-C stops everything it started.
 * Unless NETLIFY_BUILD_HOOK_URL is set, the editors' webhook (POST /api/v1/editor/rebuilds) reaches a local build
 * hook in this process that rebuilds the site incrementally and switches to it when the build succeeds
 * (docs/editor-rebuilds.md).
 */
import "./lib/runtime/check-node";
import { connectLocalDatabase } from "../db/local-database";
import { gatsbyBuild } from "./lib/build/gatsby-build";
import { localEditorSecret } from "./lib/local-site/local-editor-secret";
import { createLocalRebuild } from "./lib/rebuild/local-rebuild";
import { startLocalRebuildHook, type LocalRebuildHook } from "./lib/rebuild/local-rebuild-hook";
import { startLocalServer, type LocalServer } from "./lib/local-site/local-server";
import { readLocalEnv } from "./lib/local-site/local-env";
import { prepareDatabase } from "./lib/database/prepare-database";
import type { RunningCommand } from "./lib/runtime/run-command";

async function main() {
  const env = readLocalEnv();
  const projectRoot = process.cwd();
  const skipBuild = process.argv.includes("--no-build");
  const database = await connectLocalDatabase();
  let build: RunningCommand | undefined;
  let server: LocalServer | undefined;
  let rebuildHook: LocalRebuildHook | undefined;
  let stopping = false;

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    build?.stop();
    await rebuildHook?.close().catch(() => {});
    await server?.close().catch(() => {});
    await database.stop().catch(() => {});
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  try {
    await prepareDatabase(database.url, { scale: env.SEED_SCALE });
    const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
    if (!skipBuild) {
      build = gatsbyBuild({ projectRoot, databaseUrl: database.url, siteUrl, benchReferencePage: true });
      await build.done;
      build = undefined;
    }
    process.env.DATABASE_URL = database.url;
    // the functions run in this process and read these (server/editor/editor-env.ts)
    process.env.EDITOR_WEBHOOK_SECRET = await localEditorSecret(projectRoot);
    if (!process.env.NETLIFY_BUILD_HOOK_URL) {
      rebuildHook = await startLocalRebuildHook(
        createLocalRebuild({ projectRoot, databaseUrl: database.url, siteUrl }),
      );
      process.env.NETLIFY_BUILD_HOOK_URL = rebuildHook.url;
    }
    server = await startLocalServer({ projectRoot, port: env.PORT });
    console.info(`\nミライキャリア を ${server.url} で公開しています（Ctrl-C で停止）`);
  } catch (error) {
    if (!stopping) {
      console.error(error instanceof Error ? error.message : error);
      await stop(1);
    }
  }
}

void main();
