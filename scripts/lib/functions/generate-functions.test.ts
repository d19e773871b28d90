import { readFileSync } from "node:fs";
import path from "node:path";
import { netlifyConfigPaths, routePathsOfFunctions, withConfigPaths } from "./function-configs";
import { FUNCTION_ROUTES_FILE } from "./function-route-table";
import { GENERATE_FUNCTIONS_COMMAND, generatedFunctionRoutes } from "./generate-functions";

const projectRoot = path.join(__dirname, "..", "..", "..");
const outOfDate = (file: string) => `${file} is out of date: run \`${GENERATE_FUNCTIONS_COMMAND}\``;

let routePaths: Map<string, string[]>;

beforeAll(async () => {
  routePaths = await routePathsOfFunctions(projectRoot);
}, 60_000);

describe(`what \`${GENERATE_FUNCTIONS_COMMAND}\` derives from the routes`, () => {
  it("finds the API functions", () => {
    expect(routePaths.size).toBeGreaterThan(30);
    expect(routePaths.get("healthcheck")).toEqual(["/api/v1/healthcheck"]);
  });

  it(`is written: ${FUNCTION_ROUTES_FILE} (the routes of every function, for server/api-routes.ts)`, async () => {
    const written = readFileSync(path.join(projectRoot, FUNCTION_ROUTES_FILE), "utf8");
    expect([outOfDate(FUNCTION_ROUTES_FILE), written]).toEqual([
      outOfDate(FUNCTION_ROUTES_FILE),
      await generatedFunctionRoutes(projectRoot),
    ]);
  });

  it("is written: each API function's config.path, as Netlify reads it, is its routes' paths", () => {
    const files = [...routePaths.keys()].map((name) => path.join("functions", `${name}.mts`));
    const read = netlifyConfigPaths(files.map((file) => path.join(projectRoot, file)));
    for (const [file, paths] of files.map((file, index) => [file, [...routePaths.values()][index]] as const)) {
      expect([outOfDate(file), read[path.join(projectRoot, file)]]).toEqual([outOfDate(file), paths]);
    }
  });
});

describe("withConfigPaths", () => {
  const source = (config: string) =>
    `import type { Config } from "@netlify/functions";\n\nexport default handler;\n\nexport const config: Config = ${config};\n`;

  it("writes a short list on one line and keeps the rest of the config", () => {
    expect(withConfigPaths(source('{ path: ["/old"], preferStatic: true }'), ["/a", "/b/:id"])).toBe(
      source('{ path: ["/a", "/b/:id"], preferStatic: true }'),
    );
  });

  it("writes a long list a path a line, keeping comments and other keys", () => {
    const before = source('{\n  path: "/old",\n  // why\n  excludedPath: ["/x"],\n}');
    const paths = [
      "/api/v1/a-rather-long-path/:with_a_parameter",
      "/api/v1/another-rather-long-path/:with_a_parameter/and_more_segments_after_it",
    ];
    expect(withConfigPaths(before, paths)).toBe(
      source(`{\n  path: [\n    "${paths[0]}",\n    "${paths[1]}",\n  ],\n  // why\n  excludedPath: ["/x"],\n}`),
    );
  });

  it("refuses a config without a path to write", () => {
    expect(() => withConfigPaths(source('{ schedule: "0 * * * *" }'), ["/a"])).toThrow(/no `path`/);
  });
});
