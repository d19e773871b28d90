import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  gatsbyBuild,
  gatsbyNodeOptions,
  LMDB_PRELOAD,
  withoutOverlappingLmdbSync,
  withoutPunycodeWarning,
} from "./gatsby-build";

function stderrOfRequiringPunycode(nodeOptions: string | undefined): string {
  const env = { ...process.env, NODE_OPTIONS: nodeOptions ?? "" };
  return spawnSync(process.execPath, ["-e", "require('punycode')"], { env, encoding: "utf8" }).stderr;
}

describe("withoutPunycodeWarning", () => {
  it("silences Node's punycode deprecation (Gatsby prints it as ERROR UNKNOWN) and nothing else", () => {
    expect(stderrOfRequiringPunycode(undefined)).toContain("DEP0040");
    expect(stderrOfRequiringPunycode(withoutPunycodeWarning(undefined))).not.toContain("DEP0040");
  });

  it("keeps options already set, once", () => {
    expect(withoutPunycodeWarning("--max-old-space-size=4096")).toBe(
      "--max-old-space-size=4096 --disable-warning=DEP0040",
    );
    expect(withoutPunycodeWarning("--disable-warning=DEP0040")).toBe("--disable-warning=DEP0040");
  });
});

/**
 * Opens Gatsby's datastore the way `gatsby build` and its workers do (gatsby/dist/datastore/lmdb/lmdb-datastore.js)
 * in a child Node with the given NODE_OPTIONS, and reports whether lmdb runs it with overlapping sync.
 */
function datastoreOverlappingSync(nodeOptions: string | undefined): unknown {
  const directory = mkdtempSync(path.join(tmpdir(), "mirai-lmdb-options-"));
  try {
    const datastore = require.resolve("gatsby/dist/datastore/lmdb/lmdb-datastore.js");
    const script = `
      const { setupLmdbStore } = require(${JSON.stringify(datastore)});
      setupLmdbStore({ dbPath: ${JSON.stringify(path.join(directory, "datastore"))} });
      const root = [...globalThis.__GATSBY_OPEN_ROOT_LMDBS.values()][0];
      process.stdout.write(JSON.stringify(root.overlappingSync));
      process.exit(0);`;
    const result = spawnSync(process.execPath, ["-e", script], {
      env: { ...process.env, NODE_OPTIONS: nodeOptions ?? "" },
      encoding: "utf8",
      cwd: directory,
    });
    return JSON.parse(result.stdout);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe("Gatsby's LMDB without overlapping sync (docs/decisions/lmdb-panic.md)", () => {
  it("is what lmdb 2.5 otherwise does to Gatsby's datastore on Linux", () => {
    expect(datastoreOverlappingSync(undefined)).toBe(true);
  });

  it("is off with the NODE_OPTIONS every gatsby build gets (its workers inherit them)", () => {
    expect(gatsbyNodeOptions(undefined)).toContain(`--require ${JSON.stringify(LMDB_PRELOAD)}`);
    expect(datastoreOverlappingSync(gatsbyNodeOptions(undefined))).toBe(false);
  });

  it("keeps options already set, once", () => {
    const once = withoutOverlappingLmdbSync("--max-old-space-size=4096");
    expect(once.startsWith("--max-old-space-size=4096 --require ")).toBe(true);
    expect(withoutOverlappingLmdbSync(once)).toBe(once);
  });

  it("leaves an explicit choice of the caller alone", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { withoutOverlappingSync } = require(LMDB_PRELOAD) as {
      withoutOverlappingSync(open: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown;
    };
    const open = withoutOverlappingSync((...args: unknown[]) => args);
    expect(open({ path: "/x" })).toEqual([{ overlappingSync: false, path: "/x" }, undefined]);
    expect(open("/x", { compression: true })).toEqual(["/x", { overlappingSync: false, compression: true }]);
    expect(open({ path: "/x", overlappingSync: true })).toEqual([{ overlappingSync: true, path: "/x" }, undefined]);
  });
});

describe("gatsbyBuild", () => {
  it("writes the flat copies of the pages it built, over an earlier build's (a stale a/b.html was served at /a/b)", async () => {
    const projectRoot = mkdtempSync(path.join(tmpdir(), "mirai-gatsby-build-"));
    try {
      const cli = path.join(projectRoot, "node_modules", "gatsby", "cli.js");
      mkdirSync(path.dirname(cli), { recursive: true });
      // stands in for `gatsby build`: writes public/infos/terms/index.html
      writeFileSync(
        cli,
        `const fs = require("node:fs"); const dir = ${JSON.stringify(path.join(projectRoot, "public", "infos", "terms"))};
         fs.mkdirSync(dir, { recursive: true }); fs.writeFileSync(dir + "/index.html", "new build");`,
      );
      mkdirSync(path.join(projectRoot, "public", "infos"), { recursive: true });
      writeFileSync(path.join(projectRoot, "public", "infos", "terms.html"), "earlier build");
      await gatsbyBuild({ projectRoot, databaseUrl: "postgres://unused", siteUrl: "http://localhost:1" }).done;
      expect(readFileSync(path.join(projectRoot, "public", "infos", "terms.html"), "utf8")).toBe("new build");
    } finally {
      rmSync(projectRoot, { recursive: true, force: true });
    }
  });
});
