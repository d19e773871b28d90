import type { GatsbyNode } from "gatsby";

type ExternalsFunction = (data: { request?: string }, callback: (error?: Error | null, result?: string) => void) => void;

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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "build-javascript") {
    // replaced whole: setWebpackConfig drops `output` (gatsby/dist/redux/reducers/webpack.js)
    const config = getConfig();
    config.output = { ...config.output, chunkFilename };
    if (!productionSourceMaps()) config.devtool = false;
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== "build-html") return;
  const config = getConfig();
  const externals = config.externals === undefined ? [] : Array.isArray(config.externals) ? config.externals : [config.externals];
  config.externals = [nodeProtocolExternals, ...externals];
  if (!productionSourceMaps()) config.devtool = false;
  actions.replaceWebpackConfig(config);
};
