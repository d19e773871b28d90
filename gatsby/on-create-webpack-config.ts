import { createHash } from "node:crypto";
import path from "node:path";
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

const classNameKeys = new Map<string, string>();

/**
 * The class name of a CSS module's `localName` in a production build: "c" and 6 characters of a hash of the file's
 * path and the name, instead of Gatsby's `[name]--[local]--[hash:hex:5]` ("event-card-module--categoryBadge--7a13f").
 * The names are in every page's JavaScript and, on the home page's 60 cards, made a fifth of its HTML
 * (docs/decisions/home-selective-hydration.md). Deterministic, so the browser bundles and the HTML renderer agree;
 * two names with the same hash (36 bits) fail the build rather than share styles.
 */
export function cssModuleClassName(resourcePath: string, localName: string): string {
  const key = `${resourcePath.split(path.sep).join("/")}\0${localName}`;
  const name = `c${createHash("sha256").update(key).digest("base64url").slice(0, 6)}`;
  const known = classNameKeys.get(name);
  if (known !== undefined && known !== key) throw new Error(`CSS module class names collide: ${known} and ${key} are both ${name}`);
  classNameKeys.set(name, key);
  return name;
}

type LoaderContext = { rootContext: string; resourcePath: string };
type RuleLike = { oneOf?: RuleLike[]; rules?: RuleLike[]; use?: unknown; loader?: string; options?: unknown };

/** Gives every css-loader of `rules` that builds CSS modules cssModuleClassName; whether it found one. */
export function shortenCssModuleClassNames(rules: readonly RuleLike[] | undefined): boolean {
  let found = false;
  for (const rule of rules ?? []) {
    if (shortenCssModuleClassNames(rule.oneOf) || shortenCssModuleClassNames(rule.rules)) found = true;
    const uses = Array.isArray(rule.use) ? (rule.use as unknown[]) : [rule];
    for (const use of uses) {
      if (typeof use !== "object" || use === null) continue;
      const { loader, options } = use as { loader?: unknown; options?: { modules?: unknown } };
      if (typeof loader !== "string" || !/[\\/]css-loader[\\/]/.test(loader)) continue;
      if (typeof options?.modules !== "object" || options.modules === null) continue;
      (options.modules as Record<string, unknown>).getLocalIdent = (context: LoaderContext, _name: string, localName: string) =>
        cssModuleClassName(path.relative(context.rootContext, context.resourcePath), localName);
      found = true;
    }
  }
  return found;
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage === "build-javascript") {
    const config = getConfig();
    if (shortenCssModuleClassNames(config.module?.rules)) actions.replaceWebpackConfig(config);
    if (!productionSourceMaps()) actions.setWebpackConfig({ devtool: false });
  }
  if (stage !== "build-html") return;
  const config = getConfig();
  shortenCssModuleClassNames(config.module?.rules);
  const externals = config.externals === undefined ? [] : Array.isArray(config.externals) ? config.externals : [config.externals];
  config.externals = [nodeProtocolExternals, ...externals];
  if (!productionSourceMaps()) config.devtool = false;
  actions.replaceWebpackConfig(config);
};
