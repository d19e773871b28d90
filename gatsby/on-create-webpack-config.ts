import path from "node:path";
import type { GatsbyNode } from "gatsby";

type ExternalsFunction = (
  data: { request?: string },
  callback: (error?: Error | null, result?: string) => void,
) => void;

/**
 * The page renderer (.cache/page-ssr, stage build-html) requires Node built-ins by their bare names: Gatsby's
 * engine validation allows only names in `module.builtinModules`, which has "stream" but not "node:stream"
 * (imported by gatsby-ssr.tsx), so a build with deferred pages failed with
 * `Generated engines use disallowed import "node:stream"`. The same module, required without the prefix.
 */
export const nodeProtocolExternals: ExternalsFunction = ({ request }, callback) => {
  if (request?.startsWith("node:")) callback(null, `commonjs ${request.slice("node:".length)}`);
  else callback();
};

/**
 * Gatsby writes source maps for the browser bundles and the HTML renderer. Nothing reads them in production, and
 * writing them cost the large cold build about 25 s and 150 MiB (npm run bench:build); `MIRAI_SOURCE_MAPS=1` keeps them,
 * e.g. to read an HTML render error against the source.
 */
export function productionSourceMaps(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MIRAI_SOURCE_MAPS === "1";
}

/**
 * File names of the browser's lazily loaded chunks: 8 hex characters of the content hash instead of 20, and the id
 * instead of the name for every chunk but the page components'. The webpack runtime, which every page loads first,
 * carries a map of every chunk's file name: Gatsby's `[name]-[contenthash]` names made it 4.8 KiB gzipped. A page
 * component's chunk keeps its name: Gatsby's chunk-map.json (and the `___chunkMapping` every page inlines, which
 * prefetches a linked page's component) lists a chunk group's files by that prefix. Gatsby finds a page's files by
 * chunk name in webpack.stats.json, and Netlify's adapter marks webpack's assets immutable from its asset list,
 * whatever they are called. The entry files (app, framework, webpack-runtime) keep their names.
 */
export function chunkFilename(pathData: { chunk?: { name?: string | null } }): string {
  return pathData.chunk?.name?.startsWith("component---") ? "[name]-[contenthash:8].js" : "[id]-[contenthash:8].js";
}

/**
 * `@core/…` is the shared core (core/), `@/…` the browser app (src/), as tsconfig.json's `paths` and jest.config.js
 * name them (docs/architecture.md). Only webpack needs telling: esbuild and tsx read tsconfig.json themselves; gatsby/
 * (compiled by Gatsby's Parcel 2.8, which does not read `paths`) imports core/ by relative path. webpack matches an
 * alias as the whole request or its first segment, so `@` is not taken for a scoped package (`@tanstack/…`).
 */
export const PATH_ALIASES = { "@core": path.resolve("core"), "@": path.resolve("src") } as const;

type WebpackConfig = { resolve?: { alias?: unknown }; module?: { rules?: unknown[] } };

function withPathAliases(config: WebpackConfig): void {
  const alias = config.resolve?.alias;
  const entries = Object.entries(PATH_ALIASES).map(([name, target]) => ({ name, alias: target }));
  config.resolve = {
    ...config.resolve,
    alias: Array.isArray(alias) ? [...alias, ...entries] : { ...(alias as object | undefined), ...PATH_ALIASES },
  };
}

/**
 * A feature's modules do nothing when imported but define things (docs/architecture.md), and pages import a feature
 * through its index.ts: told so, webpack keeps only the modules whose exports a page uses. Left to its own analysis it
 * keeps every module the index names that might have side effects, and a component importing a CSS module does.
 */
export const FEATURE_MODULES_RULE = { include: path.resolve("src/features"), test: /\.tsx?$/, sideEffects: false };

function withBrowserAppRules(config: WebpackConfig): void {
  withPathAliases(config);
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), FEATURE_MODULES_RULE] };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "build-javascript") {
    // replaced whole: setWebpackConfig drops `output` (gatsby/dist/redux/reducers/webpack.js)
    const config = getConfig();
    withBrowserAppRules(config);
    config.output = { ...config.output, chunkFilename };
    if (!productionSourceMaps()) config.devtool = false;
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== "build-html") {
    actions.setWebpackConfig({ resolve: { alias: PATH_ALIASES }, module: { rules: [FEATURE_MODULES_RULE] } });
    return;
  }
  const config = getConfig();
  withBrowserAppRules(config);
  const externals =
    config.externals === undefined ? [] : Array.isArray(config.externals) ? config.externals : [config.externals];
  config.externals = [nodeProtocolExternals, ...externals];
  if (!productionSourceMaps()) config.devtool = false;
  actions.replaceWebpackConfig(config);
};
