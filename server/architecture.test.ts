import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/*
 * The server's areas, drawn from the code's own imports (docs/architecture.md "Server areas"). An area is the first
 * folder under server/, or under server/platform/ for the platform's parts; files at server/ itself (api-routes.ts,
 * function-routes.ts) are the top that composes the areas. Tests are left out: a test may reach anywhere to set up.
 */

const SERVER = __dirname;
const IMPORT = /(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\s*\(?\s*["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The area of a file under server/ ("platform/http", "events", "(top)"), or null outside server/. */
function areaOf(file: string): string | null {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts[0] === ".." || path.isAbsolute(parts[0]!)) return null;
  if (parts.length === 1) return "(top)";
  if (parts[0] === "platform") return parts.length === 2 ? "platform" : `platform/${parts[1]}`;
  return parts[0]!;
}

/** Each import of one area from another, as "from -> to" with the importing files. */
function areaEdges(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of sourceFiles(SERVER)) {
    const from = areaOf(file)!;
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith(".")) continue;
      const to = areaOf(path.resolve(path.dirname(file), specifier));
      if (to === null || to === from) continue;
      const key = `${from} -> ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), path.relative(SERVER, file)]);
    }
  }
  return edges;
}

const isPlatform = (area: string) => area === "platform" || area.startsWith("platform/");

describe("server areas", () => {
  const edges = areaEdges();

  it("finds the areas it checks", () => {
    expect([...edges.keys()]).toEqual(expect.arrayContaining(["(top) -> events", "events -> platform/http"]));
  });

  it("has no two areas importing each other", () => {
    const mutual = [...edges.keys()]
      .map((key) => key.split(" -> ") as [string, string])
      .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
      .map(
        ([from, to]) =>
          `${from} <-> ${to}: ${edges.get(`${from} -> ${to}`)!.join(", ")} / ${edges.get(`${to} -> ${from}`)!.join(", ")}`,
      );
    expect(mutual).toEqual([]);
  });

  it("keeps the platform free of product areas", () => {
    const upward = [...edges.entries()]
      .filter(([key]) => {
        const [from, to] = key.split(" -> ") as [string, string];
        return isPlatform(from) && !isPlatform(to);
      })
      .map(([key, files]) => `${key}: ${files.join(", ")}`);
    expect(upward).toEqual([]);
  });
});
