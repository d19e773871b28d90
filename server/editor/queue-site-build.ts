import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { siteBuilds } from "../../db/schema";
import type { EditorChange, RebuildResponse } from "../../core/api/editor-rebuilds";
import { ApiError } from "../platform/http/api-error";

/** Calls within this many seconds of a queued build join it instead of queuing another. */
export const COALESCE_SECONDS = 60;
/** One lock for every instance: only one webhook call at a time decides whether to call the hook. */
const SITE_BUILD_LOCK = 0x6d697261; // "mira"
const HOOK_TIMEOUT_MS = 10_000;

export type CallBuildHook = (hookUrl: string, changes: readonly EditorChange[]) => Promise<void>;

/**
 * Queues one site build for `changes`, or joins the one queued within the last COALESCE_SECONDS (database clock, so
 * every instance agrees) that has not started yet (markSiteBuildsStarted): a build that began reading the database
 * may miss the change, so the change gets its own build (the build hook queues it behind the running one). Under a transaction-scoped advisory lock: of concurrent calls one decides, the others wait
 * and then find its row. The hook is called inside the transaction, so a hook that fails leaves no row behind (502,
 * the CMS may retry) and no concurrent call can coalesce into a build that was never queued.
 */
export async function queueSiteBuild(
  db: Db,
  changes: readonly EditorChange[],
  options: { hookUrl: string; callHook?: CallBuildHook },
): Promise<RebuildResponse["build"]> {
  const callHook = options.callHook ?? postBuildHook;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SITE_BUILD_LOCK})`);
    const [recent] = await tx
      .select()
      .from(siteBuilds)
      .where(
        and(
          gt(siteBuilds.queuedAt, sql`now() - make_interval(secs => ${COALESCE_SECONDS})`),
          isNull(siteBuilds.startedAt),
        ),
      )
      .orderBy(desc(siteBuilds.queuedAt))
      .limit(1);
    if (recent) {
      const [joined] = await tx
        .update(siteBuilds)
        .set({
          changes: sql`${siteBuilds.changes} || ${JSON.stringify(changes)}::jsonb`,
          calls: sql`${siteBuilds.calls} + 1`,
        })
        .where(eq(siteBuilds.id, recent.id))
        .returning();
      return { id: joined!.id, queued_at: joined!.queuedAt.toISOString(), coalesced: true, calls: joined!.calls };
    }
    const [queued] = await tx
      .insert(siteBuilds)
      .values({ changes: [...changes] })
      .returning();
    await callHook(options.hookUrl, changes);
    return { id: queued!.id, queued_at: queued!.queuedAt.toISOString(), coalesced: false, calls: queued!.calls };
  });
}

/**
 * Called by a build before it reads the database (scripts/build.ts, the local rebuild): every queued build counts as
 * started, so later webhook calls queue a new build instead of joining one that may not see their change. Under the
 * webhook's lock, so no call joins a build between this and the build's reading. Returns how many builds it marked.
 */
export async function markSiteBuildsStarted(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SITE_BUILD_LOCK})`);
    const marked = await tx
      .update(siteBuilds)
      .set({ startedAt: sql`now()` })
      .where(isNull(siteBuilds.startedAt))
      .returning({ id: siteBuilds.id });
    return marked.length;
  });
}

/**
 * POSTs to the build hook as Netlify documents it (any body; Netlify shows `trigger_title` in the deploy log).
 * Only the count and kinds of changes go along: the hook URL's host may log bodies.
 */
export async function postBuildHook(hookUrl: string, changes: readonly EditorChange[]): Promise<void> {
  const kinds = [...new Set(changes.map((change) => change.type))].join(", ");
  const url = new URL(hookUrl);
  url.searchParams.set("trigger_title", `editor webhook: ${changes.length} change(s) (${kinds})`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(
      502,
      "build_hook_failed",
      `The build hook could not be reached (${error instanceof Error ? error.name : "error"}); no build was queued`,
    );
  }
  await response.body?.cancel();
  if (!response.ok)
    throw new ApiError(502, "build_hook_failed", `The build hook answered ${response.status}; no build was queued`);
}
