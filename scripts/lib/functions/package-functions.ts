import { createHash } from "node:crypto";
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { readNetlifyFunctionsSection, zipItAndShipItConfig } from "./netlify-functions-config";

const artifactSchema = z.object({
  name: z.string(),
  /** the entry Netlify's runtime imports: zip-it-and-ship-it's bootstrap around the bundle */
  entryFile: z.string(),
  /** the folder Netlify would zip and upload */
  directory: z.string(),
  schedule: z.string().optional(),
});
const manifestSchema = z.object({ key: z.string(), functions: z.array(artifactSchema) });

export type FunctionArtifact = z.infer<typeof artifactSchema>;

/**
 * Packages the bundled functions (netlify.toml's `[functions] directory`) as Netlify's build does: zip-it-and-ship-it
 * with netlify.toml's settings, unzipped (`archiveFormat: "none"`) into `outDirectory`, one folder a function with
 * Netlify's bootstrap as entry. Reused while the bundles and zip-it-and-ship-it are unchanged.
 */
export async function packageFunctions(projectRoot: string, outDirectory: string): Promise<FunctionArtifact[]> {
  const section = readNetlifyFunctionsSection(projectRoot);
  const bundleDirectory = path.join(projectRoot, section.directory);
  const key = await contentKey(bundleDirectory, section);
  const manifestFile = path.join(outDirectory, "manifest.json");
  const previous = await readFile(manifestFile, "utf8")
    .then((text) => manifestSchema.parse(JSON.parse(text)))
    .catch(() => null);
  if (previous?.key === key) return previous.functions;

  const { zipFunctions } = await import("@netlify/zip-it-and-ship-it");
  await rm(outDirectory, { recursive: true, force: true });
  const results = await zipFunctions([bundleDirectory], outDirectory, {
    archiveFormat: "none",
    basePath: projectRoot,
    config: zipItAndShipItConfig(projectRoot, section),
  });
  const functions = results
    .map((result) => ({
      name: result.name,
      entryFile: path.join(result.path, result.entryFilename),
      directory: result.path,
      ...(result.schedule ? { schedule: result.schedule } : {}),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  await writeFile(manifestFile, JSON.stringify({ key, functions }, null, 1));
  return functions;
}

async function contentKey(bundleDirectory: string, section: unknown): Promise<string> {
  const hash = createHash("sha256");
  const { version } = JSON.parse(
    await readFile(require.resolve("@netlify/zip-it-and-ship-it/package.json"), "utf8"),
  ) as { version: string };
  hash.update(version).update(JSON.stringify(section));
  for (const name of (await readdir(bundleDirectory)).sort()) {
    hash.update(name).update(await readFile(path.join(bundleDirectory, name)));
  }
  return hash.digest("hex");
}
