import { execFile } from "node:child_process";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

export type BuildSteps = {
  /** the site's output directory (Gatsby's public/) */
  publicDir: string;
  /** where the previous output waits while the build runs (same file system, so restoring is a rename) */
  backupDir: string;
  /** fails before anything is touched, e.g. the database is unreachable */
  check(): Promise<void>;
  build(): Promise<void>;
};

const exists = (dir: string) =>
  stat(dir).then(
    () => true,
    () => false,
  );

/**
 * Runs a build that writes into `publicDir` so that a failure leaves the previous output byte for byte: `check` runs
 * first and a failing check touches nothing; then the previous output is copied aside (a copy, not hard links:
 * Gatsby rewrites files in place, which would change a hard-linked backup too) and put back if the build fails.
 * The error says why and that the previous site was kept.
 */
export async function rebuildKeepingPrevious({ publicDir, backupDir, check, build }: BuildSteps): Promise<void> {
  await check();
  const hadPrevious = await exists(publicDir);
  await rm(backupDir, { recursive: true, force: true });
  // `cp -a` keeps modification times to the nanosecond (fs.cp rounds them to milliseconds)
  if (hadPrevious) {
    await mkdir(path.dirname(backupDir), { recursive: true });
    await promisify(execFile)("cp", ["-a", publicDir, backupDir]);
  }
  try {
    await build();
  } catch (error) {
    await rm(publicDir, { recursive: true, force: true });
    if (hadPrevious) await rename(backupDir, publicDir);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `ビルドに失敗しました (${reason})。${hadPrevious ? "public/ は前回のビルドに戻しました。" : "前回のビルドはありません。"}`,
    );
  }
  await rm(backupDir, { recursive: true, force: true });
}
