import { readdirSync } from "node:fs";
import path from "node:path";

/** A concrete path for a Netlify `config.path` pattern: parameters become "1", optional ones are dropped. */
function concretePath(pattern: string): string {
  return pattern
    .replace(/\/:[A-Za-z_]+\?/g, "")
    .replace(/:[A-Za-z_]+(\([^)]*\))?[+*]?/g, "1")
    .replace(/\/\*$/, "/1");
}

/**
 * Calls every function once so that each is bundled before the browser tests start: a first call bundles its
 * function (2–4 s on a busy machine, see netlify-functions-build-once.ts), which would otherwise land inside a
 * test's time budget. Answers are ignored.
 */
export async function warmUpFunctions(baseUrl: string, projectRoot: string): Promise<void> {
  const directory = path.join(projectRoot, "functions");
  for (const file of readdirSync(directory).filter((name) => name.endsWith(".mts")).sort()) {
    const module = (await import(path.join(directory, file))) as { config?: { path?: string | string[] } };
    const first = [module.config?.path ?? []].flat()[0];
    if (!first) continue;
    await fetch(new URL(concretePath(first), baseUrl), { headers: { "X-Requested-With": "XMLHttpRequest" }, redirect: "manual" })
      .then((response) => response.body?.cancel())
      .catch(() => undefined);
  }
}
