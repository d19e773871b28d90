import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import {
  FUNCTION_BUNDLE_DIRECTORY,
  FUNCTION_NATIVE_PACKAGES,
  functionBundleOptions,
  withoutZodLocales,
} from "./bundle-functions";
import { netlifyConfigPaths } from "./function-configs";
import { readNetlifyFunctionsSection } from "./netlify-functions-config";

const projectRoot = path.join(__dirname, "..", "..", "..");
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "bundle-functions-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `code` (an ES module) in a fresh Node process and returns what it printed. */
function runModule(file: string, code: string): string {
  writeFileSync(file, code);
  return execFileSync(process.execPath, [file], { encoding: "utf8", env: { ...process.env, DATABASE_URL: "" } }).trim();
}

describe("function bundles", () => {
  it("are written where netlify.toml tells Netlify and the local server to find functions", () => {
    const section = readNetlifyFunctionsSection(projectRoot);
    expect(section.directory).toBe(FUNCTION_BUNDLE_DIRECTORY);
    expect(path.resolve(projectRoot, functionBundleOptions(projectRoot).outdir as string)).toBe(
      path.resolve(projectRoot, section.directory),
    );
    // zip-it-and-ship-it ignores node_bundler for v2 functions: a setting there would only mislead
    expect(readFileSync(path.join(projectRoot, "netlify.toml"), "utf8")).not.toMatch(/^\s*node_bundler\s*=/m);
  });

  it("bundle every function in functions/, for the Node major the project runs on", () => {
    const options = functionBundleOptions(projectRoot);
    const sources = readdirSync(path.join(projectRoot, "functions")).filter((name) => name.endsWith(".mts"));
    expect((options.entryPoints as string[]).map((entry) => path.basename(entry)).sort()).toEqual(sources.sort());
    const { engines } = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
      engines: { node: string };
    };
    expect(options.target).toBe(`node${engines.node.split(".")[0]}`);
    expect(options).toMatchObject({ bundle: true, platform: "node", format: "esm" });
  });

  it("hold everything but Node's built-ins and the native packages, and answer as the function does", async () => {
    const options = functionBundleOptions(projectRoot);
    const result = await build({
      ...options,
      entryPoints: [path.join(projectRoot, "functions", "feature-flags.mts")],
      outdir: scratch,
      write: true,
    });
    const output = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith("feature-flags.mjs"));
    const external = (output?.[1].imports ?? [])
      .filter((entry) => entry.external)
      .map((entry) => entry.path.replace(/^node:/, "").split("/")[0]);
    // pg requires its optional native binding only when `pg.native` is read, which nothing here does
    const allowed = new Set<string>([...builtinModules, ...FUNCTION_NATIVE_PACKAGES, "pg-native"]);
    expect(external.filter((name) => !allowed.has(name as string))).toEqual([]);
    const printed = runModule(
      path.join(scratch, "call-feature-flags.mjs"),
      `const { default: handler } = await import("./feature-flags.mjs");
       const answer = await handler(new Request("http://localhost/api/v1/feature_flags", { headers: { "X-Requested-With": "XMLHttpRequest" } }), {});
       console.log(JSON.stringify({ status: answer.status, body: await answer.json() }));`,
    );
    expect(JSON.parse(printed)).toMatchObject({ status: 400, body: { error: { code: "invalid_parameter" } } });
    // Netlify's build reads `config` statically from the bundle, not the source: the literal must survive bundling.
    const [source, bundle] = [
      path.join(projectRoot, "functions", "feature-flags.mts"),
      path.join(scratch, "feature-flags.mjs"),
    ];
    const read = netlifyConfigPaths([source, bundle]);
    expect(read[source]!.length).toBeGreaterThan(0);
    expect(read[bundle]).toEqual(read[source]);
  }, 60_000);

  it("hold only what their routes need: the healthcheck carries no session, token, editor or recruiter code", async () => {
    const options = functionBundleOptions(projectRoot);
    const result = await build({
      ...options,
      entryPoints: [path.join(projectRoot, "functions", "healthcheck.mts")],
      outdir: scratch,
      write: false,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => /^server\/(auth|editor|recruiters)\/|node_modules\/jose\//.test(input))).toEqual(
      [],
    );
    expect(inputs).toContain("server/health/healthcheck-route.ts");
  }, 60_000);

  it("leave zod's translations out and keep its English messages", async () => {
    const entry = path.join(scratch, "zod-entry.mjs");
    writeFileSync(
      entry,
      'import { z } from "zod";\nconsole.log(JSON.stringify({ locales: Object.keys(z.locales), message: z.string().safeParse(1).error.issues[0].message }));\n',
    );
    const outfile = path.join(scratch, "zod-bundle.mjs");
    const result = await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      plugins: [withoutZodLocales],
      metafile: true,
      nodePaths: [path.join(projectRoot, "node_modules")],
    });
    expect(
      Object.keys(result.metafile.inputs).filter(
        (input) => input.includes("zod/v4/locales/") && !input.endsWith("/en.js"),
      ),
    ).toEqual([]);
    expect(JSON.parse(execFileSync(process.execPath, [outfile], { encoding: "utf8" }))).toEqual({
      locales: [],
      message: "Invalid input: expected string, received number",
    });
  }, 60_000);
});
