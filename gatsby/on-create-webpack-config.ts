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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "build-javascript" && !productionSourceMaps()) actions.setWebpackConfig({ devtool: false });
  if (stage !== "build-html") return;
  const config = getConfig();
  const externals = config.externals === undefined ? [] : Array.isArray(config.externals) ? config.externals : [config.externals];
  config.externals = [nodeProtocolExternals, ...externals];
  if (!productionSourceMaps()) config.devtool = false;
  actions.replaceWebpackConfig(config);
};
