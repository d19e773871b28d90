/**
 * `npm run bench:architecture [-- --repo DIR]`: the import structure and the texture counts of a checkout (issue 31's
 * figures), read from the code's own imports: the top-level folders by floor (a folder stands above all it imports),
 * circles between folders and between files, server areas that import each other, and the counts of hand-rolled
 * browser loading, long lines, feature faces and row types. `--repo` measures another checkout (e.g. a `git worktree`
 * of an older commit) with this checkout's code. Writes bench/results/architecture.json.
 */
import "../scripts/lib/runtime/check-node";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { aliasesOf, buildImportGraph, circles, floors, groupGraph, mutualPairs } from "./lib/import-graph";
import { writeBenchResult } from "./lib/write-bench-result";
import { serverAreaOf } from "../lint/server-area-floors.mjs";

const repoFlag = process.argv.indexOf("--repo");
const root = path.resolve(repoFlag >= 0 ? process.argv[repoFlag + 1]! : process.cwd());

const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const isCode = (file: string) => /\.(ts|tsx|mts|mjs|cjs|js)$/.test(file) && !file.endsWith(".d.ts");
const isTestOrGenerated = (file: string) =>
  /\.(test|spec|postgres\.test)\.[a-z]+$/.test(file) ||
  /^(test|e2e|__mocks__|db\/migrations|bench\/results)\//.test(file) ||
  /(^|\/)(test|test-support)\//.test(file);
const sources = tracked.filter((file) => isCode(file) && !isTestOrGenerated(file) && existsSync(path.join(root, file)));
const tsconfig = JSON.parse(readFileSync(path.join(root, "tsconfig.json"), "utf8")) as Parameters<typeof aliasesOf>[0];
const graph = buildImportGraph(root, sources, aliasesOf(tsconfig));

const roomOf = (file: string) => (file.includes("/") ? `${file.split("/")[0]}/` : file);
const rooms = groupGraph(graph, roomOf);
const roomFloors = floors(rooms);
const byFloor = new Map<number, string[]>();
for (const [room, floor] of roomFloors) byFloor.set(floor, [...(byFloor.get(floor) ?? []), room].sort());

const serverAreas = groupGraph(graph, serverAreaOf);

const lines = (files: readonly string[]) =>
  files.flatMap((file) => readFileSync(path.join(root, file), "utf8").split("\n"));
const browserFiles = sources.filter((file) => file.startsWith("src/"));
const filesMatching = (files: readonly string[], pattern: RegExp) =>
  files.filter((file) => pattern.test(readFileSync(path.join(root, file), "utf8"))).length;
const codeFiles = tracked.filter((file) => isCode(file) && existsSync(path.join(root, file)));
const longLines = lines(codeFiles).filter((line) => line.length > 140);
const featureFolders = readdirSync(path.join(root, "src/features")).filter((name) =>
  statSync(path.join(root, "src/features", name)).isDirectory(),
);
const outsideFeatures = browserFiles
  .filter((file) => !file.startsWith("src/features/"))
  .concat(["gatsby-browser.tsx", "gatsby-ssr.tsx"].filter((file) => existsSync(path.join(root, file))));
const deepFeatureImports = [...graph]
  .filter(([file]) => outsideFeatures.includes(file))
  .flatMap(([, targets]) => targets.filter((target) => /^src\/features\/[^/]+\/(?!index\.tsx?$)/.test(target)));
const serverOrDb = sources.filter((file) => /^(server|db|catalogue-source)\//.test(file));

const result = {
  commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim(),
  floors: Object.fromEntries([...byFloor].sort(([a], [b]) => b - a).map(([floor, names]) => [floor, names])),
  roomCircles: circles(rooms),
  fileCircles: circles(graph),
  serverAreas: serverAreas.size,
  serverMutualPairs: mutualPairs(serverAreas),
  importsOfBrowserAppFromOutside: [...graph]
    .filter(([file]) => !file.startsWith("src/") && !/^(bench|gatsby-browser|gatsby-ssr)/.test(file))
    .flatMap(([file, targets]) =>
      targets.filter((target) => target.startsWith("src/")).map((target) => `${file} → ${target}`),
    ),
  browserFilesWithAbortController: filesMatching(browserFiles, /new AbortController/),
  browserFilesWithUseEffect: filesMatching(browserFiles, /\buseEffect\b/),
  eslintDisableLinesInSrc: lines(tracked.filter((file) => file.startsWith("src/") && isCode(file))).filter((line) =>
    line.includes("eslint-disable"),
  ).length,
  codeLinesOver140: longLines.length,
  longestLine: Math.max(0, ...lines(codeFiles).map((line) => line.length)),
  readmeBytes: statSync(path.join(root, "README.md")).size,
  featureFolders: featureFolders.length,
  featuresWithoutIndex: featureFolders.filter(
    (name) => !["index.ts", "index.tsx"].some((index) => existsSync(path.join(root, "src/features", name, index))),
  ),
  deepImportsIntoFeatures: deepFeatureImports.length,
  climbingImportsInSrc: lines(browserFiles).filter((line) => /["'](\.\.\/){3,}/.test(line)).length,
  handWrittenRowTypes: lines(serverOrDb).filter((line) => /^(export )?(type|interface) \w*Rows?\b/.test(line)).length,
  zodRowSchemas: lines(serverOrDb).filter((line) => /\w*Rows?Schema = /.test(line)).length,
  drizzleInferredTypes: lines(serverOrDb).filter((line) =>
    /\$infer(Select|Insert)|Infer(Select|Insert)Model/.test(line),
  ).length,
};

console.info(`architecture of ${root} at ${result.commit}`);
for (const [floor, names] of Object.entries(result.floors).reverse())
  console.info(`  floor ${floor}: ${names.join(", ")}`);
const { floors: _floors, commit: _commit, ...rest } = result;
for (const [key, value] of Object.entries(rest))
  console.info(
    `  ${key}: ${Array.isArray(value) ? `${value.length}${value.length > 0 ? ` (${value.map(String).slice(0, 12).join("; ")}${value.length > 12 ? "; …" : ""})` : ""}` : value}`,
  );
if (repoFlag < 0) writeBenchResult("architecture", "main", result);
