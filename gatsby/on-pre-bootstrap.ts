import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { copySharpBinariesIntoEngine } from "./engine-native-modules";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  // Gatsby builds the page renderer engine only when some page is deferred and never removes an old one: without
  // this, the local server (scripts/lib/deferred-pages.ts) would serve a previous build's deferred pages.
  fs.rmSync(path.join(program.directory, ".cache", "page-ssr"), { recursive: true, force: true });
  const copied = copySharpBinariesIntoEngine(program.directory);
  if (copied.length > 0) reporter.verbose(`engine: copied ${copied.join(", ")} into .cache/query-engine/node_modules/@img`);
};
