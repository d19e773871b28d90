/**
 * `npm run build` (Netlify's build command): migrations, then `gatsby build` against DATABASE_URL, then the
 * flat-HTML copies that make Netlify's Pretty URLs remove trailing slashes (see README "Trailing slashes").
 */
import "./lib/check-node";
import path from "node:path";
import { connectLocalDatabase } from "../db/local-database";
import { createDb } from "../db/client";
import { migrateDb } from "../db/migrate";
import { gatsbyBuild } from "./lib/gatsby-build";
import { writeFlatHtml } from "./lib/flat-html";
import { buildSiteUrl, readLocalEnv } from "./lib/local-env";

async function main() {
  const env = readLocalEnv();
  const projectRoot = process.cwd();
  const database = await connectLocalDatabase();
  try {
    const { db, close } = createDb(database.url);
    await migrateDb(db).finally(close);
    await gatsbyBuild({ projectRoot, databaseUrl: database.url, siteUrl: buildSiteUrl(env) }).done;
    const written = writeFlatHtml(path.join(projectRoot, "public"));
    console.info(`${written} ページをスラッシュなしの URL 用に出力しました`);
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
