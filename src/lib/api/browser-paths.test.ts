import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { apiPaths, type ApiPathName } from "@core/api-paths";

/**
 * The browser writes no API path of its own: every call's path comes from `apiPaths` (core/api-paths.ts), whose
 * entries server/api-paths.test.ts checks against the served routes. Browser code is read as source (not imported),
 * so this holds for every file under src/, used or not.
 */
const srcDirectory = path.resolve(__dirname, "../..");
const TABLE_DIRECTORY = path.resolve(srcDirectory, "..", "core", "api-path-groups");

/** A string that starts like an API path: /api/…, /app_api/… or /v1/auth/… */
const API_PATH_LITERAL = /^\/(api|app_api)\/|^\/v1\/auth(\/|$)/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && path.dirname(file) !== TABLE_DIRECTORY
      ? [file]
      : [];
  });
}

type Finding = { file: string; line: number; text: string };

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

function findings(source: ts.SourceFile, check: (node: ts.Node) => string | null): Finding[] {
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    const text = check(node);
    if (text !== null) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ file: path.relative(srcDirectory, source.fileName), line, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** String literals and the literal parts of template strings (comments are not code, and are not read). */
function apiPathLiteral(node: ts.Node): string | null {
  const literal =
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node);
  return literal && API_PATH_LITERAL.test(node.text) ? node.text : null;
}

const isTableName = (name: string): name is ApiPathName => Object.hasOwn(apiPaths, name);

/** Calls whose first argument is a pattern they fill with its typed parameters (apiPath, src/lib/api/api-call.ts, src/lib/data/api-query.ts). */
const PATH_FILLERS: ReadonlySet<string> = new Set([
  "apiPath",
  "apiGet",
  "apiPost",
  "apiPatch",
  "apiDelete",
  "apiQuery",
]);

/** `apiPaths.x` where x is not in the table, or names a pattern with :params and is not `apiPath`'s first argument. */
function unfilledOrUnknownEntry(node: ts.Node): string | null {
  if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== "apiPaths")
    return null;
  const name = node.name.text;
  if (!isTableName(name)) return `apiPaths.${name} (not in the table)`;
  if (!apiPaths[name].includes(":")) return null;
  const call = node.parent;
  const filled =
    ts.isCallExpression(call) &&
    ts.isIdentifier(call.expression) &&
    PATH_FILLERS.has(call.expression.text) &&
    call.arguments[0] === node;
  return filled ? null : `apiPaths.${name} (${apiPaths[name]}) used without apiPath(…)`;
}

const sources = sourceFiles(srcDirectory).map(parse);

describe("API paths in browser code (src/)", () => {
  it("reads the browser's sources", () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.map((source) => path.relative(srcDirectory, source.fileName))).toEqual(
      expect.arrayContaining([
        "features/registration/api/registration-endpoints.ts",
        "lib/api/endpoints/feature-flags.ts",
        "lib/auth/token-refresh-request.ts",
      ]),
    );
  });

  it("writes no path literal starting with /api/, /app_api/ or /v1/auth outside the path table (core/api-path-groups/) and tests", () => {
    expect(sources.flatMap((source) => findings(source, apiPathLiteral))).toEqual([]);
  });

  it("names only apiPaths entries of the table, and fills every pattern with :params through apiPath or the typed calls", () => {
    expect(sources.flatMap((source) => findings(source, unfilledOrUnknownEntry))).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const check = (code: string, fn: (node: ts.Node) => string | null) =>
    findings(ts.createSourceFile(path.join(srcDirectory, "probe.ts"), code, ts.ScriptTarget.Latest, true), fn).map(
      ({ text }) => text,
    );

  it("find a literal API path in strings and templates, not in comments", () => {
    const code = [
      `// GET /api/v1/events`,
      `/** \`/api/v1/feature_flags/video_bundles\` */`,
      `client.request({ path: "/api/v1/reveiws" });`,
      "fetch(`/app_api/v1/events/${id}/labels`);",
      "fetch(`${base}/v1/auth/refresh`);",
      `const page = "/events/api/";`,
    ].join("\n");
    expect(check(code, apiPathLiteral)).toEqual(["/api/v1/reveiws", "/app_api/v1/events/", "/v1/auth/refresh"]);
  });

  it("find an unknown entry and a pattern with :params used as it is", () => {
    const code = [
      `client.request({ path: apiPaths.reveiws });`,
      `client.request({ path: apiPaths.eventSchedules });`,
      `client.request({ path: apiPath(apiPaths.eventSchedules, { event_id: 1 }) });`,
      `client.request({ path: apiPaths.events });`,
      `apiGet(apiPaths.eventSchedules, { params: { event_id: 1 } });`,
      `useApiQuery(apiQuery(apiPaths.eventSchedules, { params: { event_id: 1 } }));`,
    ].join("\n");
    expect(check(code, unfilledOrUnknownEntry)).toEqual([
      "apiPaths.reveiws (not in the table)",
      "apiPaths.eventSchedules (/api/v1/events/:event_id/schedules) used without apiPath(…)",
    ]);
  });
});
