// The npm registry reachable from our machines lacks some platform builds that packages list as optional
// (msgpackr-extract's darwin/win32/linux-arm builds, via Gatsby's lmdb). `npm install` then writes a lock file
// that names them without entries, and `npm ci` refuses it as out of sync. Run `npm run lock:trim` after
// `npm install` changes package-lock.json: it drops optional dependencies that have no entry in the lock.
import { readFileSync, writeFileSync } from "node:fs";

const path = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(path, "utf8"));
const removed = [];
for (const [location, node] of Object.entries(lock.packages)) {
  for (const name of Object.keys(node.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`;
    if (!(nested in lock.packages) && !(`node_modules/${name}` in lock.packages)) {
      delete node.optionalDependencies[name];
      removed.push(`${location || "(root)"} → ${name}`);
    }
  }
}
writeFileSync(path, JSON.stringify(lock, null, 2) + "\n");
console.info(removed.length ? `removed ${removed.length}:\n  ${removed.join("\n  ")}` : "lock file already clean");
