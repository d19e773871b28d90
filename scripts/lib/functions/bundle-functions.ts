import { readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { BuildOptions, Metafile, Plugin } from "esbuild";

/** Where the entries live (`functions/*.mts`, thin: each hands its routes to server/). */
export const FUNCTION_SOURCE_DIRECTORY = "functions";
/**
 * Where the bundles go: netlify.toml's `[functions] directory`, which Netlify's build and the local server both read
 * (a test holds the two equal). Git ignores it; `npm run build`, `npm start` and `npm run test:e2e` write it.
 */
export const FUNCTION_BUNDLE_DIRECTORY = "dist/functions";
/** Packages with native code that stay outside the bundle; Netlify's tracer (nft) ships them from node_modules. */
export const FUNCTION_NATIVE_PACKAGES = ["sharp"] as const;

/**
 * One set of esbuild options for every place a function is bundled: production (`npm run build`, before Netlify's
 * zip-it-and-ship-it), `npm start`, e2e and `npm run bench:coldstart`. Each function becomes one ES module with its
 * dependencies inside, so that a cold start reads one file instead of resolving ~900 files of node_modules
 * (docs/decisions/functions-prebundled.md).
 */
export function functionBundleOptions(projectRoot: string): BuildOptions & { metafile: true } {
  const sourceDirectory = path.join(projectRoot, FUNCTION_SOURCE_DIRECTORY);
  const entryPoints = readdirSync(sourceDirectory)
    .filter((name) => name.endsWith(".mts"))
    .sort()
    .map((name) => path.join(sourceDirectory, name));
  return {
    absWorkingDir: projectRoot,
    entryPoints,
    outdir: path.join(projectRoot, FUNCTION_BUNDLE_DIRECTORY),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    external: [...FUNCTION_NATIVE_PACKAGES],
    // CommonJS dependencies (pg, nodemailer…) call require() for Node's built-ins; an ES module has none of its own.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    legalComments: "none",
    plugins: [withoutZodLocales],
    metafile: true,
    logLevel: "warning",
  };
}

/**
 * zod's `z` namespace re-exports its 50 translations of error messages as `z.locales` (and `z.core.locales`), which no code here reads
 * (messages are English by default, ours are written per field): a quarter of every bundle (358 KB of 1.4 MB for the
 * healthcheck). Like webpack's IgnorePlugin for moment's locales, the namespace is bundled empty; the English
 * messages zod uses by default are imported by zod itself and stay.
 */
export const withoutZodLocales: Plugin = {
  name: "without-zod-locales",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/.test(args.importer)
        ? { path: "zod-locales", namespace: "without-zod-locales" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "without-zod-locales" }, () => ({ contents: "export {};", loader: "js" }));
  },
};

export type FunctionBundle = { name: string; file: string; bytes: number };

/** Bundles every function into FUNCTION_BUNDLE_DIRECTORY (emptied first, so a removed function leaves no bundle). */
export async function bundleFunctions(projectRoot: string): Promise<FunctionBundle[]> {
  const { build } = await import("esbuild");
  const options = functionBundleOptions(projectRoot);
  await rm(options.outdir as string, { recursive: true, force: true });
  const result = await build(options);
  return bundlesOf(result.metafile, projectRoot);
}

function bundlesOf(metafile: Metafile, projectRoot: string): FunctionBundle[] {
  return Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith(".mjs"))
    .map(([file, output]) => ({
      name: path.basename(file, ".mjs"),
      file: path.resolve(projectRoot, file),
      bytes: output.bytes,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
