// Reproduces the MDB_PANIC of a cold `gatsby build` with lmdb alone (docs/decisions/lmdb-panic.md). Needs gdb.
//
//   node_modules/.bin/node scripts/lmdb-panic-repro.mjs [--rounds N] [--fixed]
//
// Each round plays what happens to Gatsby's datastore in a build, in a fresh environment opened with the options of
// gatsby/dist/datastore/lmdb/lmdb-datastore.js:
// 1. this process (Gatsby's main process) fills the datastore;
// 2. a second process (a Gatsby worker) opens it and clears the indexes in a synchronous transaction, as
//    setupLmdbStore does when a worker starts; gdb stops it at the moment it holds the lock of its writing side
//    (with overlapping sync, lmdb's default: inside the background flush, holding the shared sync mutex;
//    without: inside the commit's flush, holding the write lock) and kills it there, as gatsby-worker's SIGKILL
//    or a crash at exit would;
// 3. this process goes on writing a steady stream of nodes, as materializePageMode does, and reads.
// --fixed loads scripts/lib/build/lmdb-without-overlapping-sync.cjs into both processes, as `gatsby build` gets it.
// Prints one line per round (ok / MDB_PANIC / a write that never finished) and exits 1 when any round failed.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { setImmediate, setTimeout } from "node:timers";
import { parseArgs } from "node:util";

const preload = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  "lib",
  "build",
  "lmdb-without-overlapping-sync.cjs",
);
const fixed = process.argv.includes("--fixed") || process.env.LMDB_REPRO_FIXED === "1";
if (fixed) createRequire(import.meta.url)(preload);
const { open } = createRequire(import.meta.url)("lmdb");

function openLikeGatsby(dbPath) {
  const root = open({ name: "root", path: dbPath, compression: true });
  return {
    root,
    nodes: root.openDB({ name: "nodes", cache: { expirer: false } }),
    nodesByType: root.openDB({ name: "nodesByType", dupSort: true }),
    metadata: root.openDB({ name: "metadata", useVersions: true }),
    indexes: root.openDB({ name: "indexes" }),
  };
}

if (process.env.LMDB_REPRO_ROLE === "worker") {
  const dbs = openLikeGatsby(process.env.LMDB_REPRO_PATH);
  dbs.nodes.transactionSync(() => {
    dbs.metadata.clearSync();
    dbs.indexes.clearSync();
  });
  setTimeout(() => process.exit(0), 10_000); // gdb kills it long before
} else {
  const { values } = parseArgs({ options: { rounds: { type: "string", default: "5" }, fixed: { type: "boolean" } } });
  const work = mkdtempSync(path.join(tmpdir(), "lmdb-panic-"));
  // gdb: stop where the worker holds its writing-side lock, show where that is, kill it
  const gdbScript = path.join(work, "gdb-commands");
  writeFileSync(
    gdbScript,
    (fixed
      ? ["break mdb_env_sync0", "run", "bt 3", "kill"]
      : [
          "break mdb_env_sync",
          "run",
          'eval "break pthread_mutex_lock thread %d", $_thread',
          "continue",
          "finish",
          "bt 3",
          "kill",
        ]
    )
      .concat("quit")
      .map((line) => `${line}\n`)
      .join("")
      .replace(/^/, "set breakpoint pending on\nset pagination off\nset confirm off\n"),
  );
  let failed = 0;
  const rounds = Number(values.rounds);
  for (let round = 1; round <= rounds; round++) {
    const dbPath = path.join(work, `datastore-${round}`);
    const dbs = openLikeGatsby(dbPath);
    for (let i = 0; i < 5000; i++)
      dbs.nodes.put(`SitePage /p/${i}/`, { id: `SitePage /p/${i}/`, mode: "SSG", body: "x".repeat(800) });
    await dbs.nodes.put("filled", true);

    const gdb = spawn(
      "gdb",
      ["-q", "-batch", "-x", gdbScript, "--args", process.execPath, new URL(import.meta.url).pathname],
      {
        env: {
          ...process.env,
          LMDB_REPRO_ROLE: "worker",
          LMDB_REPRO_PATH: dbPath,
          LMDB_REPRO_FIXED: fixed ? "1" : "0",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let gdbOutput = "";
    gdb.stdout.on("data", (chunk) => (gdbOutput += chunk));
    gdb.stderr.on("data", (chunk) => (gdbOutput += chunk));
    await new Promise((resolve) => gdb.on("exit", resolve));
    const killedIn = (gdbOutput.match(/^#[0-2] .* in (\w+)/gm) ?? [])
      .map((line) => line.replace(/.* in (\w+).*/, "$1"))
      .join(" ← ");

    let error;
    const onRejection = (e) => (error ??= e); // lmdb rejects a failed commit's promises, some it made itself
    process.on("unhandledRejection", onRejection);
    const consoleError = console.error; // lmdb reports a failed background flush there
    console.error = (...args) => {
      if (/MDB_/.test(String(args[0]))) error ??= args[0] instanceof Error ? args[0] : new Error(String(args[0]));
      else consoleError(...args);
    };
    const until = Date.now() + 3000;
    for (let batch = 0; Date.now() < until && !error; batch++) {
      try {
        for (let i = 0; i < 100; i++) {
          const id = `SitePage /p/${(batch * 100 + i) % 5000}/`;
          const node = dbs.nodes.get(id);
          node.mode = batch % 2 ? "DSG" : "SSG";
          dbs.nodes.put(id, node).catch((e) => (error ??= e));
        }
      } catch (e) {
        error ??= e;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!error) {
      const last = dbs.nodes.put("last", round);
      const timeout = new Promise((resolve) => setTimeout(() => resolve("timeout"), 10_000));
      const result = await Promise.race([
        last.then(
          () => "ok",
          (e) => e,
        ),
        timeout,
      ]);
      if (result === "timeout") error = new Error("a write never finished");
      else if (result instanceof Error) error = result;
      else {
        try {
          dbs.nodes.get("SitePage /p/1/");
        } catch (e) {
          error = e;
        }
      }
    }
    process.off("unhandledRejection", onRejection);
    console.error = consoleError;
    console.log(`round ${round}: worker killed in ${killedIn || "?"}; main process: ${error ? error.message : "ok"}`);
    if (error) failed++;
  }
  console.log(`${fixed ? "with" : "without"} the fix: ${failed} of ${rounds} rounds failed`);
  if (!failed) rmSync(work, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}
