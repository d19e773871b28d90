/**
 * Layer rules lint cannot express (relative paths): a feature imports another feature only through that feature's
 * index (bulletproof-react's rule), so each feature's files can move without breaking the others. Tests may reach
 * into another feature's fixtures. The other layer rules are in eslint.config.mjs (docs/architecture.md).
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

const specifiers = (source: string) => [...source.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].map((match) => match[1]!);

/** Each import of another feature's file other than its index, as "from → to". */
export function crossFeatureImports(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const feature = path.relative(root, file).split(path.sep)[0];
    for (const specifier of specifiers(readFileSync(file, "utf8"))) {
      const target = path.relative(root, path.resolve(path.dirname(file), specifier));
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

  it("would catch a deep import (the check itself works)", () => {
    const imports = crossFeatureImports(path.join(process.cwd(), "test/fixtures/feature-boundaries"));
    expect(imports).toEqual(["test/fixtures/feature-boundaries/b/uses-a.ts → ../a/deep/thing"]);
  });
});
