import path from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import {
  chunkFilename,
  FEATURE_MODULES_RULE,
  nodeProtocolExternals,
  onCreateWebpackConfig,
  PATH_ALIASES,
  productionSourceMaps,
} from "./on-create-webpack-config";

type Config = {
  devtool?: string | false;
  externals?: unknown;
  output?: Record<string, string>;
  resolve?: { alias?: unknown };
};

/** What every stage adds: the path aliases and the rule that a feature's modules have no side effects. */
const browserApp = { resolve: { alias: PATH_ALIASES }, module: { rules: [FEATURE_MODULES_RULE] } };

function runFor(stage: string, config: Config) {
  const setWebpackConfig = jest.fn();
  const replaceWebpackConfig = jest.fn();
  const args = {
    stage,
    getConfig: () => config,
    actions: { setWebpackConfig, replaceWebpackConfig },
  } as unknown as CreateWebpackConfigArgs;
  (onCreateWebpackConfig as (args: CreateWebpackConfigArgs) => void)(args);
  return { setWebpackConfig, replaceWebpackConfig };
}

describe("onCreateWebpackConfig", () => {
  const saved = process.env.MIRAI_SOURCE_MAPS;
  afterEach(() => {
    if (saved === undefined) delete process.env.MIRAI_SOURCE_MAPS;
    else process.env.MIRAI_SOURCE_MAPS = saved;
  });

  it("turns off the browser bundles' source maps and names their lazily loaded chunks briefly", () => {
    delete process.env.MIRAI_SOURCE_MAPS;
    const { replaceWebpackConfig } = runFor("build-javascript", {
      devtool: "source-map",
      output: { filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    });
    expect(replaceWebpackConfig).toHaveBeenCalledWith({
      ...browserApp,
      devtool: false,
      output: { filename: "[name]-[contenthash].js", chunkFilename },
    });
  });

  it("turns off the HTML renderer's source maps and keeps Gatsby's externals after the node: rewrite", () => {
    delete process.env.MIRAI_SOURCE_MAPS;
    const gatsbyExternals = ["electron"];
    const { replaceWebpackConfig } = runFor("build-html", { devtool: "source-map", externals: gatsbyExternals });
    expect(replaceWebpackConfig).toHaveBeenCalledWith({
      ...browserApp,
      devtool: false,
      externals: [nodeProtocolExternals, "electron"],
    });
  });

  it("keeps every source map with MIRAI_SOURCE_MAPS=1", () => {
    process.env.MIRAI_SOURCE_MAPS = "1";
    expect(runFor("build-javascript", { devtool: "source-map" }).replaceWebpackConfig).toHaveBeenCalledWith({
      ...browserApp,
      devtool: "source-map",
      output: { chunkFilename },
    });
    expect(runFor("build-html", { devtool: "source-map" }).replaceWebpackConfig).toHaveBeenCalledWith(
      expect.objectContaining({ devtool: "source-map" }),
    );
  });

  it("names lazily loaded chunks by id and a short content hash, page components by their name (Gatsby's chunk map needs it)", () => {
    expect(chunkFilename({ chunk: { name: "component---src-pages-index-tsx" } })).toBe("[name]-[contenthash:8].js");
    expect(chunkFilename({ chunk: { name: "f04f6b91b880f1bd2d1739eabf7a1aa67506887a" } })).toBe(
      "[id]-[contenthash:8].js",
    );
    expect(chunkFilename({ chunk: { name: null } })).toBe("[id]-[contenthash:8].js");
    expect(chunkFilename({})).toBe("[id]-[contenthash:8].js");
  });

  it("gives the development stages only the aliases and the feature rule", () => {
    const { setWebpackConfig, replaceWebpackConfig } = runFor("develop", { devtool: "eval-cheap-module-source-map" });
    expect(setWebpackConfig).toHaveBeenCalledWith(browserApp);
    expect(replaceWebpackConfig).not.toHaveBeenCalled();
  });

  it("resolves @core/ to the repository's core/ folder and @/ to src/, appended to Gatsby's aliases in either of webpack's forms", () => {
    expect(PATH_ALIASES).toEqual({ "@core": path.resolve("core"), "@": path.resolve("src") });
    const asObject = runFor("build-html", { resolve: { alias: { "@reach/router": "x" } } }).replaceWebpackConfig.mock
      .calls[0][0];
    expect(asObject.resolve.alias).toEqual({ "@reach/router": "x", ...PATH_ALIASES });
    const asList = runFor("build-html", { resolve: { alias: [{ name: "a", alias: "b" }] } }).replaceWebpackConfig.mock
      .calls[0][0];
    expect(asList.resolve.alias).toEqual([
      { name: "a", alias: "b" },
      { name: "@core", alias: PATH_ALIASES["@core"] },
      { name: "@", alias: PATH_ALIASES["@"] },
    ]);
  });

  it("marks src/features modules, and only them, free of side effects", () => {
    expect(FEATURE_MODULES_RULE).toMatchObject({ include: path.resolve("src/features"), sideEffects: false });
    expect(FEATURE_MODULES_RULE.test.test("index.ts") && FEATURE_MODULES_RULE.test.test("event-card.tsx")).toBe(true);
    expect(FEATURE_MODULES_RULE.test.test("event-card.module.css")).toBe(false);
  });

  it("reads the switch from the environment it is given", () => {
    expect(productionSourceMaps({ MIRAI_SOURCE_MAPS: "1" })).toBe(true);
    expect(productionSourceMaps({})).toBe(false);
  });
});

describe("nodeProtocolExternals", () => {
  it("requires node: built-ins by their bare names and passes other requests on", () => {
    const callback = jest.fn();
    nodeProtocolExternals({ request: "node:stream" }, callback);
    expect(callback).toHaveBeenCalledWith(null, "commonjs stream");
    const other = jest.fn();
    nodeProtocolExternals({ request: "react" }, other);
    expect(other).toHaveBeenCalledWith();
  });
});
