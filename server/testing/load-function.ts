import path from "node:path";
import type { Config } from "@netlify/functions";
import type { RoutesHandler } from "../platform/http/serve-routes";

export const functionsDirectory = path.resolve(__dirname, "../../functions");

export type FunctionModule = { default: RoutesHandler; config: Config };

/** Imports a function entry (`functions/<name>.mts`) the way Netlify does: its default export and its config. */
export async function loadFunction(name: string): Promise<FunctionModule> {
  return (await import(path.join(functionsDirectory, `${name}.mts`))) as FunctionModule;
}

/** A function that is no API function (pages, images): its default export, called as Netlify calls it. */
export async function loadRequestHandler(name: string): Promise<(request: Request) => Promise<Response>> {
  return (await loadFunction(name)).default as unknown as (request: Request) => Promise<Response>;
}
