// @ts-check
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/**
 * Imports a packaged function as a cold start does before it can answer. Netlify's entry imports its bootstrap at
 * once and the function module only on the first call (`getLambdaHandler('./name.mjs')`): both are imported here,
 * so the figure is the whole cost and the first call finds the module loaded.
 * @param {string} entryFile
 * @returns {Promise<{ lambdaFunc: Record<string, unknown>, importMs: number }>}
 */
export async function importNetlifyEntry(entryFile) {
  const functionFile = /getLambdaHandler\(['"]([^'"]+)['"]\)/.exec(readFileSync(entryFile, "utf8"))?.[1];
  if (!functionFile) throw new Error(`${entryFile} names no function module`);
  const entryUrl = pathToFileURL(entryFile);
  const started = performance.now();
  const lambdaFunc = await import(entryUrl.href);
  await import(new URL(functionFile, entryUrl).href);
  return { lambdaFunc, importMs: performance.now() - started };
}
