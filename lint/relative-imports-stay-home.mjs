import path from "node:path";

/**
 * In src/, a relative import stays home: in its feature's folder (src/features/<name>/) or, outside the features, in
 * its top folder (src/pages/, src/lib/…). Anything further is `@/…` (tsconfig.json paths), so files move without
 * rewriting `../../../` and an import says where it lands. Imports leaving src/ are the other rules' business.
 */
export const relativeImportsStayHome = {
  meta: {
    type: "suggestion",
    fixable: "code",
    schema: [],
    messages: { leaves: 'Import {{spec}} as "{{alias}}": relative imports stay inside {{home}}.' },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const home = (file.match(/^src\/features\/[^/]+\//) ?? file.match(/^src\/[^/]+\//))?.[0];
    if (!home) return {};
    const check = (node) => {
      if (node?.type !== "Literal" || typeof node.value !== "string" || !node.value.startsWith(".")) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), node.value));
      if (`${target}/`.startsWith(home) || !target.startsWith("src/")) return;
      const alias = `@/${target.slice("src/".length)}`;
      context.report({
        node,
        messageId: "leaves",
        data: { spec: node.value, alias, home },
        fix: (fixer) => fixer.replaceText(node, JSON.stringify(alias)),
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // jest.mock("…"), jest.requireActual("…")
      "CallExpression[callee.object.name='jest']": (node) => check(node.arguments[0]),
    };
  },
};
