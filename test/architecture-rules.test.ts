/**
 * docs/architecture.md lists the import rules, each with one import that breaks it. Every rule must be held by lint:
 * this lints each of those imports in its named file (the file need not exist) and fails when ESLint accepts one, or
 * when a row names no breaking import.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");

export type RuleRow = { rule: string; file: string; specifier: string };

/** The rows of the table in "Layers and import rules": `| rule | `file` → `import` |`. */
export function ruleRows(markdown: string): RuleRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Layers and import rules"));
  if (section === undefined) throw new Error('docs/architecture.md has no "Layers and import rules" section');
  const lines = section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !/^\|\s*rule\s*\|/.test(line) && !/^\|[-| ]+\|$/.test(line));
  return lines.map((line) => {
    const cells = line.split(" | ");
    const example = cells[cells.length - 1]!.replace(/\s*\|$/, "");
    const match = /^`([^`]+)` → `([^`]+)`$/.exec(example.trim());
    if (match === null) throw new Error(`this rule names no breaking import (\`file\` → \`import\`): ${line}`);
    return { rule: cells[0]!.replace(/^\|\s*/, ""), file: match[1]!, specifier: match[2]! };
  });
}

/** ESLint's rule ids reported for `import … from specifier` written in `file`, one list per row. */
function lintImports(rows: RuleRow[]): string[][] {
  const script = `
    import { ESLint } from "eslint";
    const rows = JSON.parse(await new Promise((resolve) => { let text = ""; process.stdin.on("data", (c) => (text += c)); process.stdin.on("end", () => resolve(text)); }));
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const row of rows) {
      const code = "import { probe } from " + JSON.stringify(row.specifier) + ";\\nexport const used = probe;\\n";
      const [result] = await eslint.lintText(code, { filePath: row.file, warnIgnored: true });
      out.push(result.messages.map((m) => m.ruleId ?? "fatal: " + m.message));
    }
    process.stdout.write(JSON.stringify(out));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    input: JSON.stringify(rows),
    encoding: "utf8",
  });
  return JSON.parse(output) as string[][];
}

describe("docs/architecture.md's import rules", () => {
  const rows = ruleRows(readFileSync(path.join(root, "docs/architecture.md"), "utf8"));

  it("lists the rules, each with an import that breaks it", () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });

  it("are each held by lint: ESLint refuses every breaking import the doc names", () => {
    const reported = lintImports(rows);
    const accepted = rows.filter(
      (_row, index) =>
        !reported[index]!.some((id) => /(no-restricted-imports|relative-imports-stay-home|import-downward)$/.test(id)),
    );
    expect(accepted.map(({ rule, file, specifier }) => `${file} → ${specifier} (${rule})`)).toEqual([]);
  }, 60_000);

  it("reads a row without a breaking import as an error, so no rule can be written without one", () => {
    expect(() =>
      ruleRows("## Layers and import rules\n\n| rule | breaks it |\n|---|---|\n| a rule held by review | review |\n"),
    ).toThrow(/names no breaking import/);
  });
});
