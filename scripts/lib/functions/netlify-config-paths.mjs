// @ts-check
// node netlify-config-paths.mjs <file>…: prints, as JSON by file, each function's `config.path` as Netlify's build
// reads it (statically, with zip-it-and-ship-it's parser). A script of its own: zip-it-and-ship-it is an ES module
// only, which Jest's module loader cannot import.
import { listFunction } from "@netlify/zip-it-and-ship-it";

const paths = {};
for (const file of process.argv.slice(2)) {
  const listed = await listFunction(file, { parseISC: true });
  paths[file] = (listed?.routes ?? []).map((route) => route.pattern);
}
console.log(JSON.stringify(paths));
