import path from "node:path";
import type { Config } from "@netlify/functions";
import type { RoutesHandler } from "../http/serve-routes";

export const functionsDirectory = path.resolve(__dirname, "../../functions");

export type FunctionModule = { default: RoutesHandler; config: Config };

/** Imports a function entry (`functions/<name>.mts`) the way Netlify does: its default export and its config. */
export async function loadFunction(name: string): Promise<FunctionModule> {
  return (await import(path.join(functionsDirectory, `${name}.mts`))) as FunctionModule;
}
