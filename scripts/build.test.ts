import { spawnSync } from "node:child_process";
import { mkdtemp, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const projectRoot = path.resolve(__dirname, "..");

async function tree(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = `${await readFile(file, "base64")} ${(await stat(file)).mtimeMs}`;
  }
  return files;
}

/** `npm run build` itself (scripts/build.ts, in its own process) against a database nothing listens on. */
describe("npm run build against an unreachable database", () => {
  let site: string;
  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "mirai-build-"));
    await mkdir(path.join(site, "public", "events"), { recursive: true });
    await writeFile(path.join(site, "public", "index.html"), "<h1>前回のビルド</h1>");
    await writeFile(path.join(site, "public", "events", "index.html"), "<h1>イベント</h1>");
  });
  afterAll(async () => {
    await rm(site, { recursive: true, force: true });
  });

  it("exits non-zero with a clear message, never prints the password, and leaves public/ byte-identical", async () => {
    const before = await tree(path.join(site, "public"));
    const result = spawnSync(
      process.execPath,
      [path.join(projectRoot, "node_modules", "tsx", "dist", "cli.mjs"), path.join(projectRoot, "scripts", "build.ts")],
      {
        cwd: site,
        env: {
          ...process.env,
          DATABASE_URL: "postgres://editor:s3cret-password@127.0.0.1:1/x",
          SITE_URL: "http://localhost:8888",
        },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("データベースに接続できないためビルドを中止しました (127.0.0.1:1/x: ECONNREFUSED)");
    expect(result.stderr + result.stdout).not.toContain("s3cret-password");
    expect(await tree(path.join(site, "public"))).toEqual(before);
  }, 70_000);
});
