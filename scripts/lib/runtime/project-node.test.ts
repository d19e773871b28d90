import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { nodeRuntimeProblem, projectNodeMajor } from "./project-node";

const root = path.resolve(__dirname, "../../..");
const major = projectNodeMajor(root);
const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const majorOf = (range: string) => Number(/\d+/.exec(range)?.[0]);

describe("the project's Node.js major", () => {
  it("is the one this test runs on (Jest started through npm gets node_modules/.bin/node)", () => {
    expect(nodeRuntimeProblem(process.versions.node, major)).toBeNull();
  });

  it("is named the same by engines, netlify.toml, the bundled Node packages and @types/node", () => {
    expect(packageJson.engines.node).toBe(`${major}.x`);
    const netlifyToml = readFileSync(path.join(root, "netlify.toml"), "utf8");
    expect(/^\s*NODE_VERSION\s*=\s*"(\d+)"/m.exec(netlifyToml)?.[1]).toBe(String(major));
    const bundled = Object.entries(packageJson.optionalDependencies).filter(([name]) => name.startsWith("node-"));
    expect(bundled.length).toBeGreaterThan(0);
    for (const [, version] of bundled) expect(majorOf(version)).toBe(major);
    expect(majorOf(packageJson.devDependencies["@types/node"]!)).toBe(major);
  });

  it("explains a different major, and accepts any minor of its own", () => {
    expect(nodeRuntimeProblem("20.20.2", 24)).toMatch(/Node\.js 20\.20\.2.*Node\.js 24 \(\.nvmrc\)/);
    expect(nodeRuntimeProblem("24.0.0", 24)).toBeNull();
    expect(nodeRuntimeProblem("24.21.0", 24)).toBeNull();
  });
});

describe("Netlify's function runtime for a build on this Node", () => {
  const out = mkdtempSync(path.join(os.tmpdir(), "mirai-zisi-"));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  // Netlify runs functions on the Lambda runtime of the build's Node.js major when it is a valid one (docs:
  // "Node.js version for runtime"); zip-it-and-ship-it, which bundles them, records it in the manifest.
  it("is nodejs<major>.x, not a fallback", async () => {
    // zip-it-and-ship-it is ES modules only, which Jest's CommonJS runtime cannot import: bundle in a child Node.
    const script = `
      import { zipFunction } from "@netlify/zip-it-and-ship-it";
      const result = await zipFunction(${JSON.stringify(path.join(root, "functions", "healthcheck.mts"))}, ${JSON.stringify(out)}, {
        basePath: ${JSON.stringify(root)},
        repositoryRoot: ${JSON.stringify(root)},
        config: { "*": { nodeBundler: "esbuild", nodeVersion: process.versions.node } },
      });
      process.stdout.write(JSON.stringify({ runtimeVersion: result?.runtimeVersion }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
      cwd: root,
    });
    expect(JSON.parse(stdout)).toEqual({ runtimeVersion: `nodejs${major}.x` });
  }, 60_000);
});
