import { readFileSync } from "node:fs";
import path from "node:path";

/** Gatsby's graphqlTypegen output (gatsby-config.ts): the page queries' and fragments' result types. */
export const GENERATED_TYPES_FILE = "src/gatsby-types.d.ts";

function read(projectRoot: string): string | null {
  try {
    return readFileSync(path.join(projectRoot, GENERATED_TYPES_FILE), "utf8");
  } catch {
    return null;
  }
}

/**
 * Runs a build and fails when it regenerated the query types differently from the committed file. Typecheck runs
 * before the build (`npm test`), so a query or schema change must come with its regenerated types, like a lock file.
 */
export async function expectGeneratedTypesUnchanged(projectRoot: string, build: () => Promise<unknown>): Promise<void> {
  const before = read(projectRoot);
  await build();
  const after = read(projectRoot);
  if (before !== after) {
    throw new Error(
      `${GENERATED_TYPES_FILE} changed in this build: a page query, fragment or the schema changed. Commit the regenerated file and run \`npm run typecheck\`.`,
    );
  }
}
