import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sha256Source } from "../server/platform/http/page-content-security-policy";
import { MAX_SCRIPT_HASHES, siteContentSecurityPolicy, writeContentSecurityPolicy } from "./content-security-policy";
import { inlineScriptsOf } from "./inline-scripts";

const COMMON = 'window.___webpackCompilationHash="abc";';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="ja"><head><script>${COMMON}</script></head><body>${body}<script src="/app-0123456789abcdef0123.js" async></script></body></html>`;

let publicDir: string;
beforeEach(() => {
  publicDir = mkdtempSync(path.join(tmpdir(), "csp-"));
});
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

function writePage(relative: string, html: string) {
  mkdirSync(path.dirname(path.join(publicDir, relative)), { recursive: true });
  writeFileSync(path.join(publicDir, relative), html);
}

describe("inlineScriptsOf", () => {
  it("finds the scripts a browser runs and skips files, JSON-LD and other data blocks", () => {
    const html = `<script>a()</script><script type="application/ld+json">{"@type":"Event"}</script><script src="/x.js"></script>
<script id="gatsby-script-loader" data-page-path="/a">b()</script><script type="module">c()</script><script type='application/json'>{}</script><SCRIPT TYPE="text/javascript">d()</SCRIPT>`;
    expect(inlineScriptsOf(html)).toEqual(["a()", "b()", "c()", "d()"]);
  });
});

describe("writeContentSecurityPolicy", () => {
  it("names the hash of every inline script of every page in one policy in public/_headers, before what was there", () => {
    writePage(
      "index.html",
      page('<script>window.pagePath=document.currentScript.getAttribute("data-page-path");</script>'),
    );
    writePage("events/internship/12/index.html", page('<script type="application/ld+json">{"name":"説明会"}</script>'));
    writePage(
      "_headers",
      "## Created with gatsby-adapter-netlify ##\n/*\n  cache-control: public, max-age=0, must-revalidate\n",
    );
    const { policy, hashes } = writeContentSecurityPolicy(publicDir, {});
    expect(hashes).toBe(2);
    expect(policy).toContain(
      `script-src 'self' ${[sha256Source(COMMON), sha256Source('window.pagePath=document.currentScript.getAttribute("data-page-path");')].sort().join(" ")};`,
    );
    const headersFile = readFileSync(path.join(publicDir, "_headers"), "utf8");
    expect(siteContentSecurityPolicy(headersFile)).toBe(policy);
    expect(headersFile).toContain(
      "## Created with gatsby-adapter-netlify ##\n/*\n  cache-control: public, max-age=0, must-revalidate\n",
    );
  });

  it("replaces its own block on a second build instead of adding another", () => {
    writePage("index.html", page(""));
    writeContentSecurityPolicy(publicDir, {});
    writePage("index.html", page("<script>changed()</script>"));
    const { policy } = writeContentSecurityPolicy(publicDir, {});
    const headersFile = readFileSync(path.join(publicDir, "_headers"), "utf8");
    expect(headersFile.match(/content-security-policy:/g)).toHaveLength(1);
    expect(policy).toContain(sha256Source("changed()"));
  });

  it("fails the build when an inline script differs per page, naming pages that carry one", () => {
    for (let index = 0; index <= MAX_SCRIPT_HASHES; index += 1)
      writePage(`companies/${index}/index.html`, page(`<script>window.pagePath="/companies/${index}";</script>`));
    expect(() => writeContentSecurityPolicy(publicDir, {})).toThrow(
      /different inline scripts in the built pages .*companies\/\d+\/index\.html/,
    );
  });

  it("reads no policy from a headers file without its block: then no inline script may run", () => {
    expect(siteContentSecurityPolicy("/*\n  x-frame-options: DENY\n")).toMatch(/script-src 'self';/);
  });
});
