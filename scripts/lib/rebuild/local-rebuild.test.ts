import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { siteBuilds } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { createLocalRebuild } from "./local-rebuild";
import { pointServedRootAt, servedRootPath, servedRootTarget } from "./rebuild-snapshots";

let database: TestDatabase;
let root: string;
const served = () => readFile(path.join(servedRootPath(root), "events", "index.html"), "utf8");
const inPublic = () => readFile(path.join(root, "public", "events", "index.html"), "utf8");
const writePublic = (text: string) => writeFile(path.join(root, "public", "events", "index.html"), text);

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "mirai-local-rebuild-"));
  await mkdir(path.join(root, "public", "events"), { recursive: true });
  await writePublic("v1");
  await pointServedRootAt(root, path.join(root, "public"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function logger() {
  const lines: string[] = [];
  return {
    lines,
    log: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERROR ${line}`) },
  };
}

describe("the local rebuild", () => {
  it("keeps serving the last good build while Gatsby writes public/, then switches to the new build", async () => {
    let release!: () => void;
    const { log } = logger();
    const runner = createLocalRebuild({
      projectRoot: root,
      databaseUrl: database.url,
      siteUrl: "http://localhost:8888",
      log,
      build: async () => {
        await writePublic("v2 (half written)");
        await new Promise<void>((resolve) => (release = resolve));
        await writePublic("v2");
      },
    });
    runner.request("event 12");
    while (!release) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await inPublic()).toBe("v2 (half written)");
    expect(await served()).toBe("v1");
    release();
    await runner.idle();
    expect(await served()).toBe("v2");
    expect(await servedRootTarget(root)).toMatch(/\.data\/site\/builds\/\d+$/);
    expect(await readdir(path.join(root, ".data", "site", "builds"))).toHaveLength(1);
  });

  it("keeps the old site when the build fails, puts public/ back and says why in the log", async () => {
    const { lines, log } = logger();
    const runner = createLocalRebuild({
      projectRoot: root,
      databaseUrl: database.url,
      siteUrl: "http://localhost:8888",
      log,
      build: async () => {
        await writePublic("broken");
        throw new Error("gatsby build exited with code 1");
      },
    });
    runner.request("event 12");
    await runner.idle();
    expect(await served()).toBe("v1");
    expect(await inPublic()).toBe("v1");
    expect(lines).toContain(
      "ERROR 再ビルドに失敗しました。前回のサイトを公開し続けます: gatsby build exited with code 1",
    );
  });

  it("does not build against an unreachable database and keeps the old site", async () => {
    const { lines, log } = logger();
    const build = jest.fn(async () => writePublic("never"));
    const runner = createLocalRebuild({
      projectRoot: root,
      databaseUrl: "postgres://127.0.0.1:1/x",
      siteUrl: "http://localhost:8888",
      log,
      build,
    });
    runner.request("event 12");
    await runner.idle();
    expect(build).not.toHaveBeenCalled();
    expect(await served()).toBe("v1");
    expect(
      lines.some((line) =>
        line.includes("データベースに接続できないためビルドを中止しました (127.0.0.1:1/x: ECONNREFUSED)"),
      ),
    ).toBe(true);
  });
});

describe("builds queued by the webhook", () => {
  it("count as started once the local rebuild begins, so later webhook calls queue a follow-up build", async () => {
    await database.db.insert(siteBuilds).values({ changes: [{ type: "event", id: 1 }] });
    const runner = createLocalRebuild({
      projectRoot: root,
      databaseUrl: database.url,
      siteUrl: "http://localhost:8888",
      log: logger().log,
      build: () => writePublic("v2"),
    });
    runner.request("event 1");
    await runner.idle();
    const [build] = await database.db.select().from(siteBuilds);
    expect(build!.startedAt).not.toBeNull();
  });
});
