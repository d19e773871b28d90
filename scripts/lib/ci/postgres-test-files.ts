import fs from "node:fs";
import path from "node:path";

const SKIPPED_DIRS = new Set(["node_modules", ".cache", "public", ".data", ".netlify", "e2e", ".git"]);

/**
 * The Jest files that run on the real Postgres server TEST_POSTGRES_URL names (the race tests): those that read
 * `process.env.TEST_POSTGRES_URL` themselves or declare their tests with `describeOnPostgres(`. Relative to `root`,
 * sorted.
 */
export function findPostgresTestFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name));
      } else if (/\.test\.tsx?$/.test(entry.name)) {
        const file = path.join(dir, entry.name);
        const text = fs.readFileSync(file, "utf8");
        if (text.includes("process.env.TEST_POSTGRES_URL") || text.includes("describeOnPostgres("))
          found.push(path.relative(root, file));
      }
    }
  };
  walk(root);
  return found.sort();
}
