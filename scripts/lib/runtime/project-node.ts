import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The project runs on one Node.js major, named once in `.nvmrc`. package.json's `engines`, netlify.toml's
 * `NODE_VERSION` and the `node-linux-*` packages that put that Node first on every npm script's PATH must say the
 * same (project-node.test.ts holds them together).
 */
export function projectNodeMajor(projectRoot = path.resolve(__dirname, "../../..")): number {
  const text = readFileSync(path.join(projectRoot, ".nvmrc"), "utf8").trim();
  const major = Number(/^v?(\d+)/.exec(text)?.[1]);
  if (!Number.isInteger(major)) throw new Error(`.nvmrc must start with a Node.js major, got ${JSON.stringify(text)}`);
  return major;
}

/** Why `version` (as `process.versions.node` gives it) is not the project's Node, or null when it is. */
export function nodeRuntimeProblem(version: string, expectedMajor: number): string | null {
  const major = Number(version.split(".")[0]);
  if (major === expectedMajor) return null;
  return (
    `This runs on Node.js ${version}, but the project runs on Node.js ${expectedMajor} (.nvmrc). ` +
    `Run it through npm (npm start, npm test, npm run …): after \`npm ci\` every npm script finds Node ${expectedMajor} ` +
    `in node_modules/.bin first. On a machine where the node-linux-* package does not install (not Linux x64/arm64), ` +
    `install Node ${expectedMajor} yourself (e.g. \`nvm install\` reads .nvmrc).`
  );
}

/** Stops the process at once when it runs on another major than the project's. */
export function assertProjectNode(): void {
  const problem = nodeRuntimeProblem(process.versions.node, projectNodeMajor());
  if (!problem) return;
  console.error(`\n✖ ${problem}\n`);
  process.exit(1);
}
