import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The browser's response types are the server's: `z.infer` of the schemas in core/api, imported as types. So
 * no API call in src/ spells a response shape out (`client.request<{ … }>`, a `Promise<{ … }>` return type), and no
 * `…Response` type is written by hand outside core/api. Read as source, like browser-paths.test.ts.
 */
const srcDirectory = path.resolve(__dirname, "../..");
const SCHEMA_DIRECTORY = path.join(srcDirectory, "domain", "api") + path.sep;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.startsWith(SCHEMA_DIRECTORY)
      ? [file]
      : [];
  });
}

const containsTypeLiteral = (node: ts.Node): boolean =>
  ts.isTypeLiteralNode(node) || (ts.forEachChild(node, containsTypeLiteral) ?? false);

/** `x.request({ path: … })`: an API call through the requester. */
function isApiCall(node: ts.Node): node is ts.CallExpression {
  if (
    !ts.isCallExpression(node) ||
    !ts.isPropertyAccessExpression(node.expression) ||
    node.expression.name.text !== "request"
  )
    return false;
  const [argument] = node.arguments;
  return (
    argument !== undefined &&
    ts.isObjectLiteralExpression(argument) &&
    argument.properties.some((property) => property.name?.getText() === "path")
  );
}

function enclosingFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (
      ts.isFunctionDeclaration(current) ||
      ts.isArrowFunction(current) ||
      ts.isFunctionExpression(current) ||
      ts.isMethodDeclaration(current)
    )
      return current;
  }
  return undefined;
}

/** What in `code` spells a response shape out; each finding as "line: text". */
function handWrittenResponseTypes(file: string, code: string): string[] {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(
      `${path.relative(srcDirectory, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`,
    );
  const visit = (node: ts.Node) => {
    if (isApiCall(node)) {
      for (const typeArgument of node.typeArguments ?? [])
        if (containsTypeLiteral(typeArgument)) report(typeArgument, `request<${typeArgument.getText(source)}>`);
      const returnType = enclosingFunction(node)?.type;
      if (returnType && containsTypeLiteral(returnType)) report(returnType, `returns ${returnType.getText(source)}`);
    }
    if (
      (ts.isInterfaceDeclaration(node) || (ts.isTypeAliasDeclaration(node) && containsTypeLiteral(node.type))) &&
      /Response$/.test(node.name.text)
    ) {
      report(node, `${node.name.text} written by hand`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("browser response types (src/)", () => {
  it("come from the server's schemas: no API call or …Response type spells a response shape out", () => {
    const files = sourceFiles(srcDirectory);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => handWrittenResponseTypes(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("finds each kind of hand-written shape (the check itself)", () => {
    const probe = [
      `export interface UnagreedTermsResponse { unagreed_terms: unknown[] }`,
      `type ListResponse = { items: number[] };`,
      `type AliasResponse = ImportedResponse;`,
      `export function getEntrySchedules(client: ApiRequester): Promise<{ schedule_ids: number[] }> {`,
      `  return client.request({ path: apiPaths.userRegistrationEntrySchedules });`,
      `}`,
      `export const ids = (client: ApiRequester) => client.request<{ ids: number[] }>({ path: apiPaths.events });`,
      `export function fine(client: ApiRequester): Promise<EventListResponse> { return client.request({ path: apiPaths.events }); }`,
    ].join("\n");
    expect(handWrittenResponseTypes(path.join(srcDirectory, "probe.ts"), probe)).toEqual([
      "probe.ts:1: UnagreedTermsResponse written by hand",
      "probe.ts:2: ListResponse written by hand",
      "probe.ts:4: returns Promise<{ schedule_ids: number[] }>",
      "probe.ts:7: request<{ ids: number[] }>",
    ]);
  });
});
