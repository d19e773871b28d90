// Preloaded into `gatsby build` and every process it forks (NODE_OPTIONS --require, scripts/lib/build/gatsby-build.ts):
// opens Gatsby's LMDB environments (.cache/data/datastore, .cache/caches-lmdb, gatsby-core-utils, Parcel's cache)
// without lmdb-js's "overlapping sync", which the lmdb versions Gatsby pins turn on by default on Linux and macOS.
//
// Why (docs/decisions/lmdb-panic.md): with overlapping sync, a background flush takes a mutex that every process
// sharing the environment shares. Gatsby ends its worker processes with SIGKILL a second after asking them to stop,
// and lmdb 2.5's exit handler races its own background flush; a process that dies while its flush holds that mutex
// leaves it "owner died", and LMDB then treats the next process that takes it as the heir of a dead *writer*: if that
// process has a write transaction open (the main process during materializePageMode always has), the environment
// is marked fatally broken and every later read or write fails with
// `MDB_PANIC: Update of meta page failed or environment had fatal error`.
// Without overlapping sync that mutex is never taken; a commit flushes inside the write lock, and LMDB recovers
// from a writer that died holding the write lock.
//
// Plain CommonJS on purpose: it runs before anything else in Gatsby's processes, without tsx.
"use strict";
const Module = require("node:module");

const patched = Symbol.for("mirai-career.lmdb-without-overlapping-sync");

/** lmdb's `open(path?, options?)` / `open(options)`, with overlappingSync: false unless the caller chose it. */
function withoutOverlappingSync(open) {
  if (typeof open !== "function" || open[patched]) return open;
  const wrapped = function open_(pathOrOptions, options) {
    if (pathOrOptions && typeof pathOrOptions === "object") {
      return open.call(this, { overlappingSync: false, ...pathOrOptions }, options);
    }
    return open.call(this, pathOrOptions, { overlappingSync: false, ...options });
  };
  wrapped[patched] = true;
  return wrapped;
}

function patchLmdbExports(exports) {
  if (!exports || typeof exports !== "object" || exports[patched]) return exports;
  for (const name of ["open", "openAsClass"]) {
    const descriptor = Object.getOwnPropertyDescriptor(exports, name);
    if (descriptor && descriptor.writable && typeof descriptor.value === "function") {
      exports[name] = withoutOverlappingSync(descriptor.value);
    }
  }
  if (exports.default && typeof exports.default === "object") patchLmdbExports(exports.default);
  try {
    Object.defineProperty(exports, patched, { value: true });
  } catch {
    // a frozen namespace: nothing more to mark
  }
  return exports;
}

const load = Module._load;
Module._load = function (request, ...rest) {
  const exports = load.call(this, request, ...rest);
  return request === "lmdb" ? patchLmdbExports(exports) : exports;
};

module.exports = { withoutOverlappingSync, patchLmdbExports };
