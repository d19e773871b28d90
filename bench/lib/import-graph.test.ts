import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { aliasesOf, buildImportGraph, circles, floors, groupGraph, mutualPairs, specifiersOf } from "./import-graph";

function repository(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "import-graph-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("import graph", () => {
  it("reads static, dynamic, re-exported and required specifiers", () => {
    expect(
      specifiersOf(
        'import a from "./a";\nexport { b } from "../b";\nconst c = import("./c");\nconst d = require("d");\nimport "./e.css";',
      ),
    ).toEqual(["./a", "../b", "./c", "d", "./e.css"]);
  });

  it("resolves relative and aliased imports to files, index files included, and leaves packages out", () => {
    const root = repository({
      "core/rules.ts": "export const x = 1;",
      "core/api/index.ts": "export {};",
      "src/page.tsx":
        'import { x } from "@core/rules";\nimport "@core/api";\nimport React from "react";\nimport { y } from "./y";',
      "src/y.ts": "export const y = 1;",
    });
    const graph = buildImportGraph(
      root,
      ["src/page.tsx", "src/y.ts", "core/rules.ts", "core/api/index.ts"],
      aliasesOf({ compilerOptions: { paths: { "@core/*": ["./core/*"] } } }),
    );
    expect(graph.get("src/page.tsx")).toEqual(["core/rules.ts", "core/api/index.ts", "src/y.ts"]);
  });

  it("finds the groups that import each other, the circles and the floors", () => {
    const graph = new Map([
      ["server/a/x.ts", ["server/b/y.ts", "core/c.ts"]],
      ["server/b/y.ts", ["server/a/z.ts"]],
      ["server/a/z.ts", []],
      ["core/c.ts", []],
    ]);
    const areas = groupGraph(graph, (file) => file.split("/").slice(0, -1).join("/"));
    expect(mutualPairs(areas)).toEqual(["server/a ↔ server/b"]);
    expect(circles(areas)).toEqual([["server/a", "server/b"]]);
    expect(circles(graph)).toEqual([]);
    const rooms = groupGraph(graph, (file) => file.split("/")[0]!);
    expect(Object.fromEntries(floors(rooms))).toEqual({ server: 2, core: 1 });
  });
});
