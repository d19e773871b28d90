import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SECRET_LOOKING_PUBLIC_NAME, SECRET_PATTERNS, secretValues } from "./secret-scan-rules";

/*
 * CI's secret scan (docs/security-headers.md): no secret in the published folder, nor in any GATSBY_* variable
 * (Gatsby inlines those into the browser bundle). Findings name the file and the secret's variable or kind, never
 * the value. `npm test` runs it after the e2e build (scripts/e2e.ts); by hand: `npx tsx scripts/ci/secret-scan.ts`.
 */

export type Finding = { where: string; what: string };

/** Media and fonts: compressed bytes where a text secret cannot appear readably. */
const BINARY = /\.(?:png|jpe?g|webp|avif|gif|ico|mp4|webm|woff2?|ttf|otf|gz|br|zip)$/i;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** What in `text` is a secret: one of `secrets`' values or a secret shape. */
export function secretsIn(text: string, secrets: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [name, value] of secrets) if (text.includes(value)) found.push(name);
  for (const { name, pattern } of SECRET_PATTERNS) if (pattern.test(text)) found.push(name);
  return found;
}

/** Every file under `publicDir` holding a secret of `env`, or a secret shape. */
export function scanPublishedFiles(publicDir: string, env: Record<string, string | undefined>): Finding[] {
  const secrets = secretValues(env);
  const findings: Finding[] = [];
  for (const file of files(publicDir)) {
    if (BINARY.test(file)) continue;
    for (const what of secretsIn(readFileSync(file, "utf8"), secrets))
      findings.push({ where: path.relative(publicDir, file), what });
  }
  return findings;
}

/** Every GATSBY_* variable that holds a secret value or shape, or whose name says it is a secret. */
export function scanPublicVariables(env: Record<string, string | undefined>): Finding[] {
  const secrets = secretValues(env);
  const findings: Finding[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith("GATSBY_") || value === undefined) continue;
    if (SECRET_LOOKING_PUBLIC_NAME.test(name))
      findings.push({ where: name, what: "a secret's name on a public variable" });
    for (const what of secretsIn(value, secrets)) findings.push({ where: name, what });
  }
  return findings;
}

/** Both scans; prints the findings and returns whether there were none. */
export function secretScan(publicDir: string, env: Record<string, string | undefined>): boolean {
  const findings = [...scanPublicVariables(env), ...scanPublishedFiles(publicDir, env)];
  if (findings.length === 0) {
    console.info(
      `secret scan: no secret in ${path.relative(process.cwd(), publicDir) || publicDir}/ or in GATSBY_* variables`,
    );
    return true;
  }
  console.error(`secret scan: ${findings.length} finding(s); rotate what leaked and remove it:`);
  for (const { where, what } of findings) console.error(`  ${where}: ${what}`);
  return false;
}

if (require.main === module) {
  process.exit(secretScan(path.join(process.cwd(), "public"), process.env) ? 0 : 1);
}
