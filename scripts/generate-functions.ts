/**
 * npm run generate:functions
 * Derives from the routes what Netlify and the OpenAPI document need written out: server/function-routes.ts (the
 * routes of every function, read by server/api-routes.ts) and the `config.path` literal of each API function in
 * functions/*.mts (Netlify reads it statically). Run it after adding a route or a function; a test fails until then.
 */
import "./lib/runtime/check-node";
import { generateFunctions } from "./lib/functions/generate-functions";

void generateFunctions(process.cwd()).then((changed) => {
  console.info(changed.length === 0 ? "functions: up to date" : `functions: wrote ${changed.join(", ")}`);
});
