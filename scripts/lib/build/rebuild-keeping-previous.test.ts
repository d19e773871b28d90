import { mkdtemp, mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { rebuildKeepingPrevious } from "./rebuild-keeping-previous";

let root: string;
let publicDir: string;
let backupDir: string;

async function tree(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = `${await readFile(file, "base64")} ${(await stat(file)).mtimeMs}`;
  }
  return files;
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "mirai-rebuild-"));
  publicDir = path.join(root, "public");
  backupDir = path.join(root, ".data", "public-previous");
  await mkdir(path.join(publicDir, "events", "12"), { recursive: true });
  await writeFile(path.join(publicDir, "index.html"), "<h1>トップ</h1>");
  await writeFile(path.join(publicDir, "events", "12", "index.html"), "<h1>説明会 2027</h1>");
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("rebuildKeepingPrevious", () => {
  it("does not build and leaves public/ byte-identical when the check fails", async () => {
    const before = await tree(publicDir);
    const build = jest.fn(async () => {});
    await expect(
      rebuildKeepingPrevious({
        publicDir,
        backupDir,
        check: () => Promise.reject(new Error("データベースに接続できません")),
        build,
      }),
    ).rejects.toThrow("データベースに接続できません");
    expect(build).not.toHaveBeenCalled();
    expect(await tree(publicDir)).toEqual(before);
  });

  it("puts the previous public/ back, byte for byte, when the build fails half-way", async () => {
    const before = await tree(publicDir);
    const build = async () => {
      await writeFile(path.join(publicDir, "events", "12", "index.html"), "<h1>書きかけ");
      await rm(path.join(publicDir, "index.html"));
      await writeFile(path.join(publicDir, "new.html"), "half");
      throw new Error("gatsby build exited with code 1");
    };
    await expect(rebuildKeepingPrevious({ publicDir, backupDir, check: async () => {}, build })).rejects.toThrow(
      "ビルドに失敗しました (gatsby build exited with code 1)。public/ は前回のビルドに戻しました。",
    );
    expect(await tree(publicDir)).toEqual(before);
    await expect(stat(backupDir)).rejects.toThrow();
  });

  it("keeps what a successful build wrote and removes the backup", async () => {
    await rebuildKeepingPrevious({
      publicDir,
      backupDir,
      check: async () => {},
      build: () => writeFile(path.join(publicDir, "events", "12", "index.html"), "<h1>説明会 2028</h1>"),
    });
    expect(await readFile(path.join(publicDir, "events", "12", "index.html"), "utf8")).toBe("<h1>説明会 2028</h1>");
    await expect(stat(backupDir)).rejects.toThrow();
  });

  it("fails without a previous build to restore, saying so", async () => {
    await rm(publicDir, { recursive: true });
    await expect(
      rebuildKeepingPrevious({
        publicDir,
        backupDir,
        check: async () => {},
        build: () => Promise.reject(new Error("boom")),
      }),
    ).rejects.toThrow("前回のビルドはありません");
  });
});
