import path from "node:path";
import { bundleFunctions } from "./bundle-functions";
import { packageFunctions, type FunctionArtifact } from "./package-functions";

/** Where the local server and `npm run bench:coldstart` keep the functions as Netlify would upload them. */
export const PACKAGED_FUNCTIONS_DIRECTORY = path.join(".netlify", "functions-packaged");

/** Bundles every function (as `npm run build` does for Netlify) and packages it as Netlify's build would. */
export async function prepareFunctions(projectRoot: string): Promise<FunctionArtifact[]> {
  await bundleFunctions(projectRoot);
  return packageFunctions(projectRoot, path.join(projectRoot, PACKAGED_FUNCTIONS_DIRECTORY));
}
