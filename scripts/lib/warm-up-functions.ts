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
  for (const file of readdirSync(directory).filter((name) => name.endsWith(".mts")).sort()) {
    const module = (await import(path.join(directory, file))) as { config?: { path?: string | string[] } };
    paths.set(path.basename(file, ".mts"), [module.config?.path ?? []].flat()[0]);
  }
  return paths;
}

/**
 * Calls every function once so that each has a warm instance before the browser tests start: the first call of a
 * function is its cold start (scripts/lib/functions/warm-instances.ts), which would otherwise land inside one test's
 * time budget. Answers are ignored.
 */
export async function warmUpFunctions(baseUrl: string, projectRoot: string): Promise<void> {
  for (const first of (await firstFunctionPaths(projectRoot)).values()) {
    if (!first) continue;
    await fetch(new URL(concretePath(first), baseUrl), { headers: { "X-Requested-With": "XMLHttpRequest" }, redirect: "manual" })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  }
}
