import { readdirSync } from "node:fs";
import path from "node:path";

/** A concrete path for a Netlify `config.path` pattern: parameters become "1", optional ones are dropped. */
export function concretePath(pattern: string): string {
  return pattern
    .replace(/\/:[A-Za-z_]+\?/g, "")
    .replace(/:[A-Za-z_]+(\([^)]*\))?[+*]?/g, "1")
    .replace(/\/\*$/, "/1");
}

/** The first `config.path` of every function in functions/, by function name (scheduled functions have none). */
export async function firstFunctionPaths(projectRoot: string): Promise<Map<string, string | undefined>> {
  const directory = path.join(projectRoot, "functions");
  const paths = new Map<string, string | undefined>();
  for (const file of readdirSync(directory)
    .filter((name) => name.endsWith(".mts"))
    .sort()) {
    const module = (await import(path.join(directory, file))) as { config?: { path?: string | string[] } };
    paths.set(path.basename(file, ".mts"), [module.config?.path ?? []].flat()[0]);
  }
  return paths;
}
