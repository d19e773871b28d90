/**
 * `npm run build` (Netlify's build command): checks the database, migrations, then `gatsby build` against
 * DATABASE_URL, then the flat-HTML copies that make Netlify's Pretty URLs remove trailing slashes (see docs/routes.md
 * "Trailing slashes"), then every function bundled for Netlify to package (netlify.toml [functions]). A database it cannot reach stops it before anything is written, and a failed build puts the
 * previous public/ back (scripts/lib/build/rebuild-keeping-previous.ts): either way it exits 1 and says why.
 */
import "./lib/runtime/check-node";
import path from "node:path";
import { connectLocalDatabase } from "../db/local-database";
import { createDb } from "../db/client";
import { migrateDb } from "../db/migrate";
import { markSiteBuildsStarted } from "../server/editor/queue-site-build";
import { assertDatabaseReachable } from "./lib/database/database-reachable";
import { bundleFunctions, FUNCTION_BUNDLE_DIRECTORY } from "./lib/functions/bundle-functions";
import { gatsbyBuild } from "./lib/build/gatsby-build";
import { buildSiteUrl, readLocalEnv } from "./lib/local-site/local-env";
import { rebuildKeepingPrevious } from "./lib/build/rebuild-keeping-previous";

async function main() {
  const env = readLocalEnv();
  const projectRoot = process.cwd();
  const database = await connectLocalDatabase();
  try {
    const publicDir = path.join(projectRoot, "public");
    await rebuildKeepingPrevious({
      publicDir,
      backupDir: path.join(projectRoot, ".data", "public-previous"),
      async check() {
        await assertDatabaseReachable(database.url);
        const { db, close } = createDb(database.url);
        try {
          await migrateDb(db);
          // webhook calls from now on queue a new build: this one may read the database before their change
          await markSiteBuildsStarted(db);
        } finally {
          await close();
        }
      },
      async build() {
        await gatsbyBuild({ projectRoot, databaseUrl: database.url, siteUrl: buildSiteUrl(env) }).done;
        // netlify.toml's [functions] directory: Netlify packages these bundles after this command
        const bundles = await bundleFunctions(projectRoot);
        console.info(`${bundles.length} 個の関数をバンドルしました (${FUNCTION_BUNDLE_DIRECTORY})`);
      },
    });
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
