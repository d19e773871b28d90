import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { FUNCTION_SOURCE_DIRECTORY } from "./bundle-functions";
import { routePathsOfFunctions, withConfigPaths } from "./function-configs";
import { FUNCTION_ROUTES_FILE, functionRoutesSource } from "./function-route-table";

/** The command that writes what this module derives; tests name it when a file is out of date. */
export const GENERATE_FUNCTIONS_COMMAND = "npm run generate:functions";

/** server/function-routes.ts as the generator writes it, formatted like the rest of the tree. */
export async function generatedFunctionRoutes(projectRoot: string): Promise<string> {
  const prettier = await import("prettier");
  const file = path.join(projectRoot, FUNCTION_ROUTES_FILE);
  return prettier.format(functionRoutesSource(projectRoot), {
    ...(await prettier.resolveConfig(file)),
    filepath: file,
  });
}

/**
 * Writes server/function-routes.ts (the table server/api-routes.ts reads) from the functions' serveRoutes calls, then
 * each API function's `config.path` from the routes it serves. Returns the files it changed, relative to the root.
 */
export async function generateFunctions(projectRoot: string): Promise<string[]> {
  const changed: string[] = [];
  const write = async (relative: string, next: string) => {
    const file = path.join(projectRoot, relative);
    if ((await readFile(file, "utf8").catch(() => "")) === next) return;
    await writeFile(file, next);
    changed.push(relative);
  };
  await write(FUNCTION_ROUTES_FILE, await generatedFunctionRoutes(projectRoot));
  // Imported after the table is written: functions/openapi.mts reads it through server/api-routes.ts.
  for (const [name, paths] of await routePathsOfFunctions(projectRoot)) {
    const relative = path.join(FUNCTION_SOURCE_DIRECTORY, `${name}.mts`);
    const source = await readFile(path.join(projectRoot, relative), "utf8");
    await write(
      relative,
      await keepingFormat(source, withConfigPaths(source, paths), path.join(projectRoot, relative)),
    );
  }
  return changed;
}

/** `next` formatted by Prettier when `previous` was (the tree is formatted), else as written. */
async function keepingFormat(previous: string, next: string, file: string): Promise<string> {
  if (previous === next) return next;
  const prettier = await import("prettier");
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  return (await prettier.check(previous, options)) ? prettier.format(next, options) : next;
}
