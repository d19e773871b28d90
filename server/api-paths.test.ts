import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { apiPath, apiPaths, type ApiPathPattern } from "../core/api-paths";
import { apiRoutes } from "./api-routes";
import { matchPathPattern } from "./platform/http/path-pattern";
import { apiPathEntries } from "../core/api-path-entries";

const tablePatterns: readonly string[] = apiPathEntries.map(([, pattern]) => pattern);
const routePatterns = apiRoutes.flatMap((route) =>
  route.paths.map((path) => ({ operationId: route.operationId, path })),
);

/** The browser's sources (src/, tests and the table itself aside), read as text: server code never imports src/features. */
function browserSources(directory = path.resolve(__dirname, "../src")): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return browserSources(file);
    if (
      !/\.tsx?$/.test(entry.name) ||
      /\.test\.tsx?$/.test(entry.name) ||
      file.endsWith(path.join("core", "api-paths.ts"))
    )
      return [];
    return [readFileSync(file, "utf8")];
  });
}

/** The `:names` of a pattern, optional ones included. */
function parameterNames(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)\??/g)].map((match) => match[1]!);
}

describe("apiPaths (core/api-paths.ts) and the served routes (server/api-routes.ts)", () => {
  it.each(apiPathEntries.map(([name, pattern]) => [name, pattern]))(
    "%s (%s) is served by a route",
    (_name, pattern) => {
      expect(routePatterns.filter(({ path }) => path === pattern).map(({ operationId }) => operationId)).not.toEqual(
        [],
      );
    },
  );

  it("serves every entry the browser calls (each `apiPaths.<name>` in src/)", () => {
    const called = new Set(
      browserSources().flatMap((source) =>
        [...source.matchAll(/\bapiPaths\.([A-Za-z0-9_$]+)/g)].map((match) => match[1]!),
      ),
    );
    expect(called.size).toBeGreaterThan(30);
    const unserved = [...called].filter((name) => {
      const pattern: string | undefined = (apiPaths as Record<string, string>)[name];
      return pattern === undefined || !routePatterns.some(({ path }) => path === pattern);
    });
    expect(unserved).toEqual([]);
  });

  it("gives every route's paths from the table, not written out again", () => {
    const strays = routePatterns.filter(({ path }) => !tablePatterns.includes(path));
    expect(strays).toEqual([]);
  });

  it("names in each route's params schema exactly the pattern's :names", () => {
    for (const route of apiRoutes) {
      for (const path of route.paths) {
        const declared = Object.keys(route.params?.shape ?? {}).sort();
        expect([route.operationId, path, declared]).toEqual([route.operationId, path, parameterNames(path).sort()]);
      }
    }
  });

  it("round-trips apiPath through the route matcher: each filled path matches its pattern with the same values", () => {
    const awkward = ["42", "a b", "a/b", "未来", "...", "?x=1#y", "%41"];
    for (const pattern of apiPathEntries.map(([, pattern]) => pattern) as ApiPathPattern[]) {
      for (const value of awkward) {
        const params = Object.fromEntries(parameterNames(pattern).map((name) => [name, value]));
        const filled = (apiPath as (pattern: string, params: Record<string, string>) => string)(pattern, params);
        expect([pattern, value, matchPathPattern(pattern, filled)]).toEqual([pattern, value, params]);
      }
    }
  });
});
