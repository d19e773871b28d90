import { execFile } from "node:child_process";
import { mkdir, readdir, readlink, rename, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The directory the local server serves static files from: a symlink that `netlify.toml`'s `[context.dev] publish`
 * names (NetlifyDev resolves it on every request). It points at public/ after a plain build, and at a snapshot of
 * public/ once the local rebuild hook has rebuilt the site, so Gatsby can write public/ while the last good build is
 * served. Switching is one rename of a symlink: atomic.
 */
export const SERVED_ROOT = path.join(".data", "site", "current");
const SNAPSHOTS = path.join(".data", "site", "builds");

export function servedRootPath(projectRoot: string): string {
  return path.join(projectRoot, SERVED_ROOT);
}

/** Where the served root points now (absolute), or undefined when it does not exist yet. */
export async function servedRootTarget(projectRoot: string): Promise<string | undefined> {
  return readlink(servedRootPath(projectRoot)).catch(() => undefined);
}

/** Points the served root at `target` (absolute) atomically: a new symlink renamed over the old one. */
export async function pointServedRootAt(projectRoot: string, target: string): Promise<void> {
  const link = servedRootPath(projectRoot);
  await mkdir(path.dirname(link), { recursive: true });
  const temporary = `${link}.${process.pid}.${Date.now()}`;
  await symlink(target, temporary, "dir");
  await rename(temporary, link);
}

/** A copy of public/ under .data/site/builds/ (a copy: Gatsby rewrites files in place, so hard links would change too). */
export async function snapshotPublic(projectRoot: string): Promise<string> {
  const directory = path.join(projectRoot, SNAPSHOTS);
  await mkdir(directory, { recursive: true });
  const snapshot = path.join(directory, `${Date.now()}`);
  await promisify(execFile)("cp", ["-a", path.join(projectRoot, "public"), snapshot]);
  return snapshot;
}

/** Copies a snapshot back over public/ (after a failed build, so the next incremental build starts from the last good one). */
export async function restorePublicFrom(projectRoot: string, snapshot: string): Promise<void> {
  const publicDir = path.join(projectRoot, "public");
  await rm(publicDir, { recursive: true, force: true });
  await promisify(execFile)("cp", ["-a", snapshot, publicDir]);
}

/** Removes every snapshot but `keep` (requests still reading an old one have their files open already). */
export async function removeSnapshotsExcept(projectRoot: string, keep: string): Promise<void> {
  const directory = path.join(projectRoot, SNAPSHOTS);
  const entries = await readdir(directory).catch(() => [] as string[]);
  await Promise.all(
    entries
      .map((entry) => path.join(directory, entry))
      .filter((entry) => entry !== keep)
      .map((entry) => rm(entry, { recursive: true, force: true })),
  );
}
