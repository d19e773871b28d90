import type { CreateWebpackConfigArgs } from "gatsby";
import { nodeProtocolExternals, onCreateWebpackConfig, productionSourceMaps } from "./on-create-webpack-config";

type Config = { devtool?: string | false; externals?: unknown };

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

  it("turns off the browser bundles' source maps", () => {
    delete process.env.MIRAI_SOURCE_MAPS;
    expect(runFor("build-javascript", { devtool: "source-map" }).setWebpackConfig).toHaveBeenCalledWith({ devtool: false });
  });

  it("turns off the HTML renderer's source maps and keeps Gatsby's externals after the node: rewrite", () => {
    delete process.env.MIRAI_SOURCE_MAPS;
    const gatsbyExternals = ["electron"];
    const { replaceWebpackConfig } = runFor("build-html", { devtool: "source-map", externals: gatsbyExternals });
    expect(replaceWebpackConfig).toHaveBeenCalledWith({ devtool: false, externals: [nodeProtocolExternals, "electron"] });
  });

  it("keeps every source map with MIRAI_SOURCE_MAPS=1", () => {
    process.env.MIRAI_SOURCE_MAPS = "1";
    expect(runFor("build-javascript", { devtool: "source-map" }).setWebpackConfig).not.toHaveBeenCalled();
    expect(runFor("build-html", { devtool: "source-map" }).replaceWebpackConfig).toHaveBeenCalledWith(
      expect.objectContaining({ devtool: "source-map" }),
    );
  });

  it("leaves the development stages alone", () => {
    const { setWebpackConfig, replaceWebpackConfig } = runFor("develop", { devtool: "eval-cheap-module-source-map" });
    expect(setWebpackConfig).not.toHaveBeenCalled();
    expect(replaceWebpackConfig).not.toHaveBeenCalled();
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
