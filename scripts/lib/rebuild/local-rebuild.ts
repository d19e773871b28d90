import path from "node:path";
import { createDb } from "../../../db/client";
import { markSiteBuildsStarted } from "../../../server/editor/queue-site-build";
import { assertDatabaseReachable } from "../database/database-reachable";
import { gatsbyBuild } from "../build/gatsby-build";
import { createRebuildRunner, type RebuildRunner } from "./rebuild-runner";
import {
  pointServedRootAt,
  removeSnapshotsExcept,
  restorePublicFrom,
  servedRootTarget,
  snapshotPublic,
} from "./rebuild-snapshots";

export type LocalRebuildOptions = {
  projectRoot: string;
  databaseUrl: string;
  siteUrl: string;
  /** the build itself; default an incremental `gatsby build` (.cache kept) */
  build?: () => Promise<void>;
  log?: Pick<Console, "info" | "error">;
};

/**
 * The local rebuild hook's builds (`npm start`): one at a time (rebuild-runner.ts), each an incremental Gatsby build
 * into public/ while the last good build is served from a snapshot; on success public/ is snapshotted and the served
 * root switched to it atomically (rebuild-snapshots.ts); on failure the old site keeps being served, public/ is put
 * back from it and the log says why.
 */
export function createLocalRebuild(options: LocalRebuildOptions): RebuildRunner {
  const { projectRoot } = options;
  const log = options.log ?? console;
  const publicDir = path.join(projectRoot, "public");
  const build =
    options.build ??
    (() =>
      gatsbyBuild({ projectRoot, databaseUrl: options.databaseUrl, siteUrl: options.siteUrl, benchReferencePage: true })
        .done);

  return createRebuildRunner(async (reasons) => {
    const started = Date.now();
    log.info(`再ビルドを始めます (${reasons.join(" / ")})`);
    let served = await servedRootTarget(projectRoot);
    if (!served || path.resolve(served) === publicDir) {
      // the first rebuild: serve a copy of the current build while Gatsby rewrites public/
      served = await snapshotPublic(projectRoot);
      await pointServedRootAt(projectRoot, served);
    }
    await assertDatabaseReachable(options.databaseUrl);
    const { db, close } = createDb(options.databaseUrl, { max: 1 });
    // webhook calls from now on queue a follow-up build: this one may read the database before their change
    await markSiteBuildsStarted(db).finally(close);
    try {
      await build();
    } catch (error) {
      await restorePublicFrom(projectRoot, served);
      throw error;
    }
    const next = await snapshotPublic(projectRoot);
    await pointServedRootAt(projectRoot, next);
    log.info(`再ビルドが終わり、新しいサイトに切り替えました (${((Date.now() - started) / 1000).toFixed(1)} 秒)`);
    await removeSnapshotsExcept(projectRoot, next);
  }, log);
}
