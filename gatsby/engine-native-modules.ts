import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby's query engine (built when a page is deferred, DSG) bundles gatsby-plugin-utils, which loads sharp at
 * start-up although this site transforms no images. sharp 0.34 loads its binary with a computed
 * `require("@img/sharp-linux-x64/sharp.node")` that webpack leaves to Node; Gatsby's engine validation allows
 * only requires that resolve inside .cache/query-engine or .cache/page-ssr, so it failed with
 * `Generated engines use disallowed import "@img/sharp-linux-x64/sharp.node"`. Copying sharp's platform
 * packages (the binding and libvips, whose RPATH is `$ORIGIN/../../sharp-libvips-linux-x64/lib`) into
 * .cache/query-engine/node_modules/@img makes that require resolve inside the engine, for validation, for the
 * local server and for a deployed function alike. Webpack does not empty its output directory, so copying
 * before the engine is built is enough. node_modules is only read.
 */
export function copySharpBinariesIntoEngine(projectRoot: string): string[] {
  const source = path.join(projectRoot, "node_modules", "@img");
  if (!fs.existsSync(source)) return [];
  const target = path.join(projectRoot, ".cache", "query-engine", "node_modules", "@img");
  const copied: string[] = [];
  for (const name of fs.readdirSync(source)) {
    if (!/^sharp-(libvips-)?(linux|darwin|win32)/.test(name)) continue;
    fs.mkdirSync(target, { recursive: true });
    fs.cpSync(path.join(source, name), path.join(target, name), { recursive: true, dereference: true });
    copied.push(name);
  }
  return copied;
}
