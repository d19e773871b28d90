import fs from "node:fs";
import type http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

type EnginePage = { mode: "SSG" | "DSG" | "SSR"; path: string };
type PageSsrModule = {
  findEnginePageByPath(pathName: string): EnginePage | undefined;
  getData(args: { pathName: string; graphqlEngine: unknown; req: unknown }): Promise<unknown>;
  renderHTML(args: { data: unknown }): Promise<string>;
  /** the page-data object (a string in some Gatsby versions), which `gatsby serve` hands to express's res.send */
  renderPageData(args: { data: unknown }): Promise<string | object>;
};

export type DeferredPages = {
  /** Renders a deferred (DSG) page's HTML or page-data.json; undefined when the path is not a deferred page. */
  render(urlPath: string): Promise<{ body: string; contentType: string } | undefined>;
  /** Loads the engines and opens the datastore now (seconds on a busy machine) rather than on the first request. */
  warmUp(): Promise<void>;
};

/** `/page-data/<path>/page-data.json` → the page path (Gatsby's reverseFixedPagePath), or undefined. */
export function pageDataRequestPath(urlPath: string): string | undefined {
  const match = /^\/page-data\/(.+)\/page-data\.json$/.exec(urlPath);
  if (!match) return undefined;
  return match[1] === "index" ? "/" : `/${match[1]}`;
}

/**
 * Gatsby's deferred static generation served as `gatsby serve` does (gatsby/dist/commands/serve.js): the query
 * engine (.cache/query-engine, over the build's LMDB datastore) and the page renderer (.cache/page-ssr) render a
 * deferred page on its first request, HTML or page-data.json; each result is kept in memory, as Netlify keeps it
 * in its cache after the first request. undefined when the build made no engines (no deferred pages).
 */
export function loadDeferredPages(projectRoot: string): DeferredPages | undefined {
  const cacheDir = path.join(projectRoot, ".cache");
  const enginePath = path.join(cacheDir, "query-engine", "index.js");
  const pageSsrPath = path.join(cacheDir, "page-ssr", "index.js");
  if (!fs.existsSync(enginePath) || !fs.existsSync(pageSsrPath)) return undefined;
  let engine: { graphqlEngine: { ready(): Promise<void> }; ssr: PageSsrModule } | undefined;
  const load = () => {
    if (engine) return engine;
    const require = createRequire(__filename);
    const { GraphQLEngine } = require(enginePath) as {
      GraphQLEngine: new (options: { dbPath: string }) => { ready(): Promise<void> };
    };
    const ssr = require(pageSsrPath) as PageSsrModule;
    engine = { graphqlEngine: new GraphQLEngine({ dbPath: path.join(cacheDir, "data", "datastore") }), ssr };
    return engine;
  };
  const cache = new Map<string, Promise<{ body: string; contentType: string } | undefined>>();
  const renderUncached = async (urlPath: string) => {
    const { graphqlEngine, ssr } = load();
    const pageDataPath = pageDataRequestPath(urlPath);
    const pagePath = pageDataPath ?? urlPath;
    const page = ssr.findEnginePageByPath(pagePath);
    if (!page || page.mode !== "DSG") return undefined;
    const req = {
      url: urlPath,
      path: urlPath,
      method: "GET",
      headers: {},
      query: {},
    } as unknown as http.IncomingMessage;
    const data = await ssr.getData({ pathName: urlPath, graphqlEngine, req });
    if (pageDataPath) {
      const pageData = await ssr.renderPageData({ data });
      return {
        body: typeof pageData === "string" ? pageData : JSON.stringify(pageData),
        contentType: "application/json",
      };
    }
    return { body: await ssr.renderHTML({ data }), contentType: "text/html; charset=utf-8" };
  };
  return {
    async warmUp() {
      await load().graphqlEngine.ready();
    },
    render(urlPath) {
      let result = cache.get(urlPath);
      if (!result) {
        result = renderUncached(urlPath);
        result.catch(() => cache.delete(urlPath));
        cache.set(urlPath, result);
      }
      return result;
    },
  };
}
