import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import vm from "node:vm";
import { pageContentSecurityPolicy } from "../server/platform/http/page-content-security-policy";
import {
  API_REFERENCE_CONTENT_SECURITY_POLICY,
  API_REFERENCE_INIT_PATH,
  API_REFERENCE_PATH,
  apiReferenceHtml,
  apiReferenceInitScript,
  OPENAPI_DOCUMENT_PATH,
  REDOC_BUNDLE_PATH,
  REDOC_CDN_LOGO_URL,
  REDOC_LOGO_REPLACEMENT,
  redocBundleFile,
  servedRedocBundle,
  withApiReferenceHeaders,
  writeApiReferencePage,
} from "./api-reference-page";
import { writeContentSecurityPolicy } from "./content-security-policy";
import { inlineScriptsOf } from "./inline-scripts";

let publicDir: string;
let bundleFile: string;
beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), "api-reference-"));
  bundleFile = path.join(publicDir, "..", `${path.basename(publicDir)}-redoc.js`);
  writeFileSync(bundleFile, `window.Redoc={init:function(){}};var logo="${REDOC_CDN_LOGO_URL}";`);
});
afterEach(() => {
  rmSync(publicDir, { recursive: true, force: true });
  rmSync(bundleFile, { force: true });
});

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split("; ").map((directive) => [directive.split(" ")[0]!, directive.split(" ").slice(1).join(" ")]),
  );
}

/**
 * The headers @netlify/dev sends for each of `pathnames` from public/_headers and netlify.toml: Netlify's own parser
 * (an ES module, so in a child process), then every matching rule in order, the later one winning.
 */
function headersFor(pathnames: string[]): Record<string, string>[] {
  const script = `
    import { parseAllHeaders } from "@netlify/headers-parser";
    const [headersFile, configPath, ...pathnames] = process.argv.slice(1);
    const { headers, errors } = await parseAllHeaders({ headersFiles: [headersFile], netlifyConfigPath: configPath, minimal: false });
    if (errors.length > 0) throw new Error(errors.map((error) => error.message).join("\\n"));
    const matching = (pathname) => Object.assign({}, ...headers.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values));
    process.stdout.write(JSON.stringify(pathnames.map(matching)));`;
  const output = execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      script,
      path.join(publicDir, "_headers"),
      path.join(process.cwd(), "netlify.toml"),
      ...pathnames,
    ],
    { encoding: "utf8" },
  );
  return JSON.parse(output) as Record<string, string>[];
}

describe("the reference page's HTML", () => {
  const html = apiReferenceHtml();

  it("has no inline script (its policy allows this origin's scripts only) and loads Redoc from this origin", () => {
    expect(inlineScriptsOf(html)).toEqual([]);
    const sources = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([REDOC_BUNDLE_PATH, API_REFERENCE_INIT_PATH]);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("is noindex and links the document for readers without JavaScript", () => {
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`<a href="${OPENAPI_DOCUMENT_PATH}">`);
  });
});

describe("the page's script", () => {
  function run(redoc: unknown) {
    const attributes = new Map<string, string>([["aria-busy", "true"]]);
    const children: { text: string }[] = [];
    const element = () => ({ style: {}, textContent: "", href: "", setAttribute() {}, appendChild() {} });
    const root = {
      innerHTML: "loading",
      removeAttribute: (name: string) => attributes.delete(name),
      appendChild: (child: { textContent: string }) => children.push({ text: child.textContent }),
    };
    const document = { getElementById: (id: string) => (id === "redoc" ? root : null), createElement: element };
    vm.runInNewContext(apiReferenceInitScript(), { window: { Redoc: redoc }, document });
    return { attributes, children };
  }

  it("hands Redoc the served document and the page's element, and marks the page ready", () => {
    const calls: unknown[][] = [];
    const { attributes, children } = run({
      init: (...args: unknown[]) => {
        calls.push(args);
        (args[3] as (error?: unknown) => void)();
      },
    });
    expect(calls[0]?.[0]).toBe(OPENAPI_DOCUMENT_PATH);
    expect(attributes.has("aria-busy")).toBe(false);
    expect(children).toEqual([]);
  });

  it("says why when the document cannot be rendered, or Redoc did not load", () => {
    expect(
      run({ init: (...args: unknown[]) => (args[3] as (error?: unknown) => void)(new Error("404")) }).children[0]?.text,
    ).toContain("could not be shown (404)");
    expect(run(undefined).children[0]?.text).toContain("Redoc did not load");
  });
});

describe("the reference page's policy", () => {
  it("adds to the site's page policy only inline <style> elements and blob: workers, never a script source", () => {
    const page = directives(API_REFERENCE_CONTENT_SECURITY_POLICY);
    expect(page.get("script-src")).toBe("'self'");
    expect(API_REFERENCE_CONTENT_SECURITY_POLICY).not.toContain("unsafe-eval");
    expect(page.get("style-src")).toBe("'self' 'unsafe-inline'");
    expect(page.get("worker-src")).toBe("'self' blob:");
    expect(page.get("connect-src")).toBe("'self'");
    for (const directive of ["object-src", "base-uri", "frame-ancestors"]) expect(page.get(directive)).toBe("'none'");
    const site = directives(pageContentSecurityPolicy([], {}));
    expect(site.get("style-src-elem")).toBe("'self'");
    expect(site.get("worker-src")).not.toContain("blob:");
  });
});

describe("writeApiReferencePage", () => {
  it("writes the page, its script and Redoc's bundle copied from node_modules", () => {
    writeApiReferencePage(publicDir, bundleFile);
    expect(readFileSync(path.join(publicDir, API_REFERENCE_PATH, "index.html"), "utf8")).toBe(apiReferenceHtml());
    expect(readFileSync(path.join(publicDir, API_REFERENCE_INIT_PATH), "utf8")).toBe(apiReferenceInitScript());
    expect(readFileSync(path.join(publicDir, REDOC_BUNDLE_PATH), "utf8")).toBe(
      `window.Redoc={init:function(){}};var logo="${REDOC_LOGO_REPLACEMENT}";`,
    );
  });

  it("serves the installed bundle with its one address of another origin, the Redocly logo, replaced", () => {
    expect(redocBundleFile(process.cwd())).toBe(
      path.join(process.cwd(), "node_modules/redoc/bundles/redoc.standalone.js"),
    );
    const served = servedRedocBundle(readFileSync(redocBundleFile(process.cwd()), "utf8"));
    expect(served).not.toContain("cdn.redoc.ly");
    expect(served).toContain(REDOC_LOGO_REPLACEMENT);
    expect(() => servedRedocBundle("window.Redoc={}")).toThrow(/not once/);
  });

  it("gives the page its own policy and noindex, after the site-wide rule, which every other path keeps", () => {
    writeFileSync(path.join(publicDir, "index.html"), "<!DOCTYPE html><html><head><script>a()</script></head></html>");
    writeContentSecurityPolicy(publicDir, {});
    writeApiReferencePage(publicDir, bundleFile);
    // a second build: both blocks replaced, none repeated, the order kept
    writeContentSecurityPolicy(publicDir, {});
    writeApiReferencePage(publicDir, bundleFile);
    const headersFile = readFileSync(path.join(publicDir, "_headers"), "utf8");
    expect(headersFile.match(/## API reference page/g)).toHaveLength(1);
    expect(headersFile.indexOf("## API reference page")).toBeGreaterThan(
      headersFile.indexOf("## End Content-Security-Policy"),
    );

    const own = [API_REFERENCE_PATH, `${API_REFERENCE_PATH}/`];
    const others = ["/", "/events/internship", "/api-reference-other", "/companies/api-reference", REDOC_BUNDLE_PATH];
    const answers = headersFor([...own, ...others]);
    for (const [index, pathname] of own.entries()) {
      const headers = answers[index]!;
      expect([pathname, headers["content-security-policy"]]).toEqual([pathname, API_REFERENCE_CONTENT_SECURITY_POLICY]);
      expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(headers["x-content-type-options"]).toBe("nosniff");
    }
    for (const [index, pathname] of others.entries()) {
      const headers = answers[own.length + index]!;
      expect([pathname, headers["content-security-policy"]]).toEqual([
        pathname,
        expect.stringContaining("style-src-elem 'self';"),
      ]);
      expect(headers["x-robots-tag"]).toBeUndefined();
    }
  });

  it("keeps whatever else the headers file holds", () => {
    const other = "/other\n  x-test: 1\n";
    expect(withApiReferenceHeaders(withApiReferenceHeaders(other))).toBe(withApiReferenceHeaders(other));
    expect(withApiReferenceHeaders(other).startsWith(other)).toBe(true);
    expect(withApiReferenceHeaders("/other\n  x-test: 1").startsWith("/other\n  x-test: 1\n## API")).toBe(true);
  });
});
