/**
 * Browser tests: a fresh in-memory database with the sample data, a real gatsby build, the local Netlify server,
 * then Playwright in Chromium against it. Fails with the install command when no Chromium is found.
 */
import "./lib/runtime/check-node";
import path from "node:path";
import { startPgliteServer } from "../db/pglite-server";
import { findChromium, INSTALL_CHROMIUM_COMMAND } from "./lib/ci/find-chromium";
import { gatsbyBuild } from "./lib/build/gatsby-build";
import { expectGeneratedTypesUnchanged } from "./lib/build/generated-types";
import { startLocalServer } from "./lib/local-site/local-server";
import { prepareDatabase } from "./lib/database/prepare-database";
import { runCommand } from "./lib/runtime/run-command";
import { secretScan } from "./ci/secret-scan";

const E2E_PORT = Number(process.env.E2E_PORT ?? 8899);

async function main() {
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      `Chromium が見つかりません。次のコマンドでインストールしてから再実行してください:\n  ${INSTALL_CHROMIUM_COMMAND}`,
    );
    process.exit(1);
  }
  const projectRoot = process.cwd();
  const database = await startPgliteServer({ dataDir: "memory://" });
  const siteUrl = `http://localhost:${E2E_PORT}`;
  let exitCode = 1;
  try {
    await prepareDatabase(database.url, { scale: "small" });
    if (!process.argv.includes("--no-build")) {
      await expectGeneratedTypesUnchanged(
        projectRoot,
        () => gatsbyBuild({ projectRoot, databaseUrl: database.url, siteUrl }).done,
      );
    }
    process.env.DATABASE_URL = database.url;
    // starts warm: an instance of every function, so no test meets a cold start within its time budget
    const server = await startLocalServer({ projectRoot, port: E2E_PORT, prestartEveryFunction: true });
    try {
      // CI's secret scan of the site just built, with every secret this run uses (the server's key is set by now)
      if (!secretScan(path.join(projectRoot, "public"), process.env)) throw new Error("secret scan failed: see above");
      const extraArgs = process.argv.slice(2).filter((arg) => arg !== "--no-build");
      const playwrightCli = path.join(projectRoot, "node_modules", "@playwright", "test", "cli.js");
      await runCommand(
        process.execPath,
        [playwrightCli, "test", "--config", "e2e/playwright.config.ts", ...extraArgs],
        {
          ...process.env,
          BASE_URL: server.url,
          CHROMIUM_PATH: chromium,
          DATABASE_URL: database.url,
        },
      ).done;
      exitCode = 0;
    } finally {
      await server.close();
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await database.stop();
  }
  process.exit(exitCode);
}

void main();
