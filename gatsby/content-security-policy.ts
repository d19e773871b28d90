import { readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { pageContentSecurityPolicy, sha256Source } from "../server/platform/http/page-content-security-policy";
import type { MonitoringEnv } from "../core/monitoring/monitoring-config";
import { inlineScriptsOf } from "./inline-scripts";

/*
 * After the build: the sha256 of every inline script of every built page goes into one Content-Security-Policy for
 * the whole site, written to public/_headers (Netlify reads it; so does the local server through NetlifyDev). Pages
 * share their inline scripts (gatsby-ssr.tsx makes Gatsby's per-page one the same everywhere), so the policy names a
 * handful of hashes; a build whose pages differ more than that fails here rather than publish a policy of thousands.
 */

export const MAX_SCRIPT_HASHES = 12;
const BLOCK_START = "## Content-Security-Policy (gatsby/content-security-policy.ts) ##";
const BLOCK_END = "## End Content-Security-Policy ##";

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith(".html")) yield full;
  }
}

/** Each distinct inline script hash of the HTML under `publicDir`, with one page that carries it. */
export function inlineScriptHashes(publicDir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const file of htmlFiles(publicDir)) {
    for (const script of inlineScriptsOf(readFileSync(file, "utf8"))) {
      const hash = sha256Source(script);
      if (!hashes.has(hash)) hashes.set(hash, path.relative(publicDir, file));
    }
  }
  return hashes;
}

/** `headersFile`'s text with this module's block (the site-wide CSP rule) in place of any earlier one. */
export function withPolicyBlock(headersFile: string, policy: string): string {
  const kept = headersFile.replace(new RegExp(`${escape(BLOCK_START)}[\\s\\S]*?${escape(BLOCK_END)}\\n?`), "");
  return `${BLOCK_START}\n/*\n  content-security-policy: ${policy}\n${BLOCK_END}\n${kept}`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The site-wide policy this module wrote into a public/_headers text; without one, the page policy that lets no
 * inline script run (safe, and a page that needs one shows it in the browser console).
 */
export function siteContentSecurityPolicy(headersFile: string): string {
  const block = new RegExp(
    `${escape(BLOCK_START)}\\n/\\*\\n  content-security-policy: ([^\\n]+)\\n${escape(BLOCK_END)}`,
  ).exec(headersFile);
  return block ? block[1]! : pageContentSecurityPolicy([], {});
}

/** Computes the policy from the built pages and writes it to public/_headers; returns it. */
export function writeContentSecurityPolicy(publicDir: string, env: MonitoringEnv): { policy: string; hashes: number } {
  const hashes = inlineScriptHashes(publicDir);
  if (hashes.size > MAX_SCRIPT_HASHES) {
    const examples = [...hashes.values()].slice(0, 5).join(", ");
    throw new Error(
      `${hashes.size} different inline scripts in the built pages (at most ${MAX_SCRIPT_HASHES}): an inline script differs per page (e.g. ${examples}); make it the same on every page or move it to a file`,
    );
  }
  const policy = pageContentSecurityPolicy([...hashes.keys()], env);
  const headersPath = path.join(publicDir, "_headers");
  const existing = existsSync(headersPath) ? readFileSync(headersPath, "utf8") : "";
  writeFileSync(headersPath, withPolicyBlock(existing, policy));
  return { policy, hashes: hashes.size };
}
