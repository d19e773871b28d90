import path from "node:path";
import { writeFlatHtml } from "./flat-html";
import { BENCH_REFERENCE_PAGE_ENV } from "../../../gatsby/bench-reference-page";
import { runCommand, type RunningCommand } from "../runtime/run-command";

/**
 * `gatsby build` against the given database; Gatsby's .cache makes the second build incremental. `benchReferencePage`:
 * the local server's builds also build bench:lighthouse's reference page (gatsby/bench-reference-page.ts).
 */
export function gatsbyBuild(options: {
  projectRoot: string;
  databaseUrl: string;
  siteUrl: string;
  benchReferencePage?: boolean;
}): RunningCommand {
  const gatsbyCli = path.join(options.projectRoot, "node_modules", "gatsby", "cli.js");
  const running = runCommand(process.execPath, [gatsbyCli, "build"], {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    SITE_URL: options.siteUrl,
    GATSBY_TELEMETRY_DISABLED: "1",
    NODE_OPTIONS: gatsbyNodeOptions(process.env.NODE_OPTIONS),
    [BENCH_REFERENCE_PAGE_ENV]: options.benchReferencePage ? "1" : "0",
  });
  // Every build writes the flat copies production serves (flat-html.ts): a build that left them out would let the
  // server answer /a/b with an earlier build's a/b.html, whose scripts no longer match (every page failed to hydrate)
  const done = running.done.then(() => {
    const written = writeFlatHtml(path.join(options.projectRoot, "public"));
    console.info(`${written} ページをスラッシュなしの URL 用に出力しました`);
  });
  return { ...running, done };
}

/**
 * NODE_OPTIONS for `gatsby build` and every worker process it forks (they inherit it): the punycode warning
 * silenced, and Gatsby's LMDB environments opened without overlapping sync (lmdb-without-overlapping-sync.cjs;
 * why: docs/decisions/lmdb-panic.md).
 */
export function gatsbyNodeOptions(nodeOptions: string | undefined): string {
  return withoutOverlappingLmdbSync(withoutPunycodeWarning(nodeOptions));
}

/** The preload that opens Gatsby's LMDB environments without overlapping sync (MDB_PANIC on cold builds). */
export const LMDB_PRELOAD = path.join(__dirname, "lmdb-without-overlapping-sync.cjs");

export function withoutOverlappingLmdbSync(nodeOptions: string | undefined): string {
  const flag = `--require ${JSON.stringify(LMDB_PRELOAD)}`;
  return nodeOptions?.includes(flag) ? nodeOptions : [nodeOptions, flag].filter(Boolean).join(" ");
}

/**
 * Node ≥ 21 warns once per process that the built-in `punycode` module is deprecated (DEP0040), and Gatsby prints
 * that warning as an `ERROR UNKNOWN` block although the build goes on. It comes from old copies of tr46/whatwg-url
 * (through node-fetch 2) inside Gatsby's own dependencies, which we cannot move; silence exactly that warning.
 */
export function withoutPunycodeWarning(nodeOptions: string | undefined): string {
  const flag = "--disable-warning=DEP0040";
  return nodeOptions?.includes(flag) ? nodeOptions : [nodeOptions, flag].filter(Boolean).join(" ");
}
