import type { CreateWebpackConfigArgs } from "gatsby";
import { cssModuleClassName, nodeProtocolExternals, onCreateWebpackConfig, productionSourceMaps, shortenCssModuleClassNames } from "./on-create-webpack-config";

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

describe("cssModuleClassName", () => {
  it("is short, starts with a letter and is the same for the same file and name", () => {
    const name = cssModuleClassName("src/features/events/components/event-card.module.css", "categoryBadge");
    expect(name).toMatch(/^c[A-Za-z0-9_-]{6}$/);
    expect(cssModuleClassName("src/features/events/components/event-card.module.css", "categoryBadge")).toBe(name);
    expect(cssModuleClassName("src/features/events/components/event-card.module.css", "badge")).not.toBe(name);
    expect(cssModuleClassName("src/features/videos/video-card.module.css", "categoryBadge")).not.toBe(name);
  });
});

describe("shortenCssModuleClassNames", () => {
  it("gives the CSS-module css-loaders (in oneOf and use lists) the short names and leaves global CSS alone", () => {
    const modules = { loader: "/x/node_modules/css-loader/dist/cjs.js", options: { modules: { namedExport: true } as Record<string, unknown> } };
    const global = { loader: "/x/node_modules/css-loader/dist/cjs.js", options: { modules: false } };
    const rules = [{ test: /\.js$/, use: [{ loader: "/x/node_modules/babel-loader/lib/index.js" }] }, { oneOf: [{ use: [global] }, { use: ["style", modules] }] }];
    expect(shortenCssModuleClassNames(rules)).toBe(true);
    const getLocalIdent = modules.options.modules.getLocalIdent as (context: object, template: string, name: string) => string;
    expect(getLocalIdent({ rootContext: "/site", resourcePath: "/site/src/a.module.css" }, "", "title")).toBe(cssModuleClassName("src/a.module.css", "title"));
    expect(global.options).toEqual({ modules: false });
    expect(shortenCssModuleClassNames([{ use: [global] }])).toBe(false);
  });
});
