/**
 * A feature imports another feature only through that feature's index (bulletproof-react's rule), so each feature's
 * files can move without breaking the others. Tests may reach into another feature's fixtures. ESLint holds the rule
 * as it is written (eslint.config.mjs: the `@/` alias, no relative import out of a feature); this reads the imports
 * as they resolve, whichever way they are written.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const featuresRoot = path.join(process.cwd(), "src/features");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const specifiers = (source: string) =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+|@\/features\/[^"]+)"/g)].map((match) => match[1]!);

/** Where a specifier in `file` leads, relative to the features root (`@/features/…` is the root itself). */
export function importTarget(root: string, file: string, specifier: string): string {
  const alias = "@/features/";
  return specifier.startsWith(alias)
    ? path.normalize(specifier.slice(alias.length))
    : path.relative(root, path.resolve(path.dirname(file), specifier));
}

/** Each import of another feature's file other than its index, as "from → to". */
export function crossFeatureImports(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const feature = path.relative(root, file).split(path.sep)[0];
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      const target = importTarget(root, file, specifier);
      if (target.startsWith("..")) continue;
      const [targetFeature, ...rest] = target.split(path.sep);
      if (targetFeature === feature) continue;
      if (rest.length === 0 || (rest.length === 1 && rest[0] === "index")) continue;
      found.push(`${path.relative(process.cwd(), file)} → ${specifier}`);
    }
  }
  return found;
}

describe("feature boundaries", () => {
  it("every feature imports another feature only through its index", () => {
    expect(crossFeatureImports(featuresRoot)).toEqual([]);
  });

  it("reads the @/features/ alias as the features root", () => {
    expect(importTarget("/repo/src/features", "/repo/src/features/b/x.ts", "@/features/a/deep/thing")).toBe(
      "a/deep/thing",
    );
    expect(importTarget("/repo/src/features", "/repo/src/features/b/x.ts", "../a")).toBe("a");
  });

  it("would catch a deep import (the check itself works)", () => {
    const imports = crossFeatureImports(path.join(process.cwd(), "test/fixtures/feature-boundaries"));
    expect(imports).toEqual(["test/fixtures/feature-boundaries/b/uses-a.ts → ../a/deep/thing"]);
  });
});
