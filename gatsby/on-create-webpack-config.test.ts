import type { CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";
import { chunkFilename, CORE_ALIAS, nodeProtocolExternals, onCreateWebpackConfig, productionSourceMaps } from "./on-create-webpack-config";

const resolve = { alias: CORE_ALIAS };

type Config = { devtool?: string | false; externals?: unknown; output?: Record<string, string>; resolve?: { alias?: unknown } };

function runFor(stage: string, config: Config) {
  const setWebpackConfig = jest.fn();
  const replaceWebpackConfig = jest.fn();
  const args = { stage, getConfig: () => config, actions: { setWebpackConfig, replaceWebpackConfig } } as unknown as CreateWebpackConfigArgs;
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
    const { replaceWebpackConfig } = runFor("build-javascript", { devtool: "source-map", output: { filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" } });
    expect(replaceWebpackConfig).toHaveBeenCalledWith({ devtool: false, output: { filename: "[name]-[contenthash].js", chunkFilename }, resolve });
  });

  it("turns off the HTML renderer's source maps and keeps Gatsby's externals after the node: rewrite", () => {
    delete process.env.MIRAI_SOURCE_MAPS;
    const gatsbyExternals = ["electron"];
    const { replaceWebpackConfig } = runFor("build-html", { devtool: "source-map", externals: gatsbyExternals });
    expect(replaceWebpackConfig).toHaveBeenCalledWith({ devtool: false, externals: [nodeProtocolExternals, "electron"], resolve });
  });

  it("keeps every source map with MIRAI_SOURCE_MAPS=1", () => {
    process.env.MIRAI_SOURCE_MAPS = "1";
    expect(runFor("build-javascript", { devtool: "source-map" }).replaceWebpackConfig).toHaveBeenCalledWith({ devtool: "source-map", output: { chunkFilename }, resolve });
    expect(runFor("build-html", { devtool: "source-map" }).replaceWebpackConfig).toHaveBeenCalledWith(
      expect.objectContaining({ devtool: "source-map" }),
    );
  });

  it("names lazily loaded chunks by id and a short content hash, page components by their name (Gatsby's chunk map needs it)", () => {
    expect(chunkFilename({ chunk: { name: "component---src-pages-index-tsx" } })).toBe("[name]-[contenthash:8].js");
    expect(chunkFilename({ chunk: { name: "f04f6b91b880f1bd2d1739eabf7a1aa67506887a" } })).toBe("[id]-[contenthash:8].js");
    expect(chunkFilename({ chunk: { name: null } })).toBe("[id]-[contenthash:8].js");
    expect(chunkFilename({})).toBe("[id]-[contenthash:8].js");
  });

  it("only adds the shared core's alias in the development stages", () => {
    const { setWebpackConfig, replaceWebpackConfig } = runFor("develop", { devtool: "eval-cheap-module-source-map" });
    expect(setWebpackConfig).toHaveBeenCalledWith({ resolve });
    expect(replaceWebpackConfig).not.toHaveBeenCalled();
  });

  it("resolves @core/ to the repository's core/ folder, beside the aliases Gatsby sets", () => {
    expect(CORE_ALIAS["@core"]).toBe(path.resolve("core"));
    const config = { resolve: { alias: { "@reach/router": "x" } } };
    runFor("build-html", config);
    expect(config.resolve.alias).toEqual({ "@reach/router": "x", ...CORE_ALIAS });
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
