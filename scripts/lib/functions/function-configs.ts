import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { FUNCTION_SOURCE_DIRECTORY } from "./bundle-functions";

/** The longest line a one-line `path: [...]` may make; longer lists get a line a path. */
const MAX_LINE = 120;

type RoutedModule = { default?: { routes?: ReadonlyArray<{ paths: readonly string[] }> } };

/**
 * The paths each API function must declare in `config.path`: its routes' paths, in route order, each once. Functions
 * without routes (pages, media, schedules) are not in the map: they keep the literal they write.
 */
export async function routePathsOfFunctions(projectRoot: string): Promise<Map<string, string[]>> {
  const directory = path.join(projectRoot, FUNCTION_SOURCE_DIRECTORY);
  const paths = new Map<string, string[]>();
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith(".mts"))
    .sort()) {
    const routes = ((await import(path.join(directory, file))) as RoutedModule).default?.routes;
    if (Array.isArray(routes))
      paths.set(path.basename(file, ".mts"), [...new Set(routes.flatMap((route) => route.paths))]);
  }
  return paths;
}

/** `config.path` of each file as Netlify's build reads it: statically, with zip-it-and-ship-it's own parser. */
export function netlifyConfigPaths(files: readonly string[]): Record<string, string[]> {
  const script = path.join(__dirname, "netlify-config-paths.mjs");
  return JSON.parse(execFileSync(process.execPath, [script, ...files], { encoding: "utf8" })) as Record<
    string,
    string[]
  >;
}

/** `source` with the `path` of its `export const config = {…}` written as the literal array of `paths`; the rest kept. */
export function withConfigPaths(source: string, paths: readonly string[]): string {
  const file = ts.createSourceFile("function.mts", source, ts.ScriptTarget.Latest, true);
  const property = configObject(file)?.properties.find(
    (candidate): candidate is ts.PropertyAssignment =>
      ts.isPropertyAssignment(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === "path",
  );
  if (!property)
    throw new Error("functions/*.mts: no `path` in `export const config = { … }` to write the routes' paths into");
  const start = property.initializer.getStart(file);
  const lineStart = source.lastIndexOf("\n", start) + 1;
  const indent = /^\s*/.exec(source.slice(lineStart))![0];
  const oneLine = `[${paths.map((value) => JSON.stringify(value)).join(", ")}]`;
  const lineEnd = source.indexOf("\n", property.initializer.getEnd());
  const restOfLine = source.slice(property.initializer.getEnd(), lineEnd === -1 ? undefined : lineEnd);
  const fits = start - lineStart + oneLine.length + restOfLine.length <= MAX_LINE;
  const literal = fits
    ? oneLine
    : `[\n${paths.map((value) => `${indent}  ${JSON.stringify(value)},\n`).join("")}${indent}]`;
  return source.slice(0, start) + literal + source.slice(property.initializer.getEnd());
}

function configObject(file: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  for (const statement of file.statements) {
    if (
      !ts.isVariableStatement(statement) ||
      !statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    )
      continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === "config" &&
        declaration.initializer &&
        ts.isObjectLiteralExpression(declaration.initializer)
      ) {
        return declaration.initializer;
      }
    }
  }
  return undefined;
}
