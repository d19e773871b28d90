import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes `result` under `key` (the database kind) into bench/results/{name}.json, keeping the file's other keys, so
 * a PGlite run and a Postgres run stand side by side.
 */
export function writeBenchResult(name: string, key: string, result: unknown): void {
  const output = path.join(process.cwd(), "bench", "results", `${name}.json`);
  mkdirSync(path.dirname(output), { recursive: true });
  const previous = existsSync(output) ? (JSON.parse(readFileSync(output, "utf8")) as Record<string, unknown>) : {};
  writeFileSync(output, `${JSON.stringify({ ...previous, [key]: result }, null, 2)}\n`);
  console.info(`wrote ${path.relative(process.cwd(), output)}`);
}
