import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { z } from "zod";

const functionsSectionSchema = z.object({
  directory: z.string().min(1),
  included_files: z.array(z.string()).optional(),
});

export type NetlifyFunctionsSection = z.infer<typeof functionsSectionSchema>;

/** netlify.toml's `[functions]`: what Netlify's build packages, and what the local server serves. */
export function readNetlifyFunctionsSection(projectRoot: string): NetlifyFunctionsSection {
  const toml = parse(readFileSync(path.join(projectRoot, "netlify.toml"), "utf8")) as { functions?: unknown };
  return functionsSectionSchema.parse(toml.functions);
}

/**
 * zip-it-and-ship-it's options for netlify.toml's `[functions]`, as Netlify's build passes them. zip-it-and-ship-it
 * 16 traces every v2 function with nft whatever `node_bundler` says, so netlify.toml sets none: our own esbuild step
 * (bundle-functions.ts) runs before it.
 */
export function zipItAndShipItConfig(
  projectRoot: string,
  section: NetlifyFunctionsSection = readNetlifyFunctionsSection(projectRoot),
) {
  return {
    "*": {
      includedFiles: section.included_files ?? [],
      includedFilesBasePath: projectRoot,
    },
  };
}
