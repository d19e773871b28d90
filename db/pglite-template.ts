import { createHash } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

/** Hash of every file of the migrations folder: a new migration means a new template. */
export async function migrationsHash(migrationsFolder: string): Promise<string> {
  const hash = createHash("sha256");
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  };
  await walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

/**
 * An in-memory PGlite with all migrations applied. initdb + migrations take ~5 s, so the first call dumps the
 * migrated data directory to a template file in the OS temp dir and later calls load it (~1 s).
 */
export async function openMigratedPglite(migrationsFolder: string): Promise<PGlite> {
  const templateFile = path.join(os.tmpdir(), `mirai-pglite-template-${await migrationsHash(migrationsFolder)}.tar`);
  const template = await readFile(templateFile).catch(() => null);
  if (template) {
    const pglite = new PGlite({ loadDataDir: new Blob([template]) });
    await pglite.waitReady;
    return pglite;
  }
  const pglite = new PGlite();
  await pglite.waitReady;
  await migrate(drizzle(pglite), { migrationsFolder });
  await dumpPglite(pglite, templateFile);
  return pglite;
}

/** Writes the data directory of an open PGlite to `file` (a tar), written then renamed so no reader sees half. */
export async function dumpPglite(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir("none");
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

/** An in-memory PGlite started from a data directory dumpPglite wrote. */
export async function openPgliteFromDump(file: string): Promise<PGlite> {
  const pglite = new PGlite({ loadDataDir: new Blob([await readFile(file)]) });
  await pglite.waitReady;
  return pglite;
}
