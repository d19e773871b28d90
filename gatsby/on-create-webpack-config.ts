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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-html") return;
  const config = getConfig();
  const externals = config.externals === undefined ? [] : Array.isArray(config.externals) ? config.externals : [config.externals];
  config.externals = [nodeProtocolExternals, ...externals];
  actions.replaceWebpackConfig(config);
};
