import path from "node:path";
import { floorOf, SERVER_AREA_FLOORS, serverAreaOf } from "./server-area-floors.mjs";

/**
 * A server area imports only areas on lower floors (lint/server-area-floors.mjs), by relative path: what two areas
 * share moves down, or comes in as an argument. Files directly in server/ (the route lists) stand above every area.
 */
export const serverAreasImportDownward = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      upward:
        "server/{{from}} (floor {{fromFloor}}) imports server/{{to}} (floor {{toFloor}}): an area imports only areas on lower floors (lint/server-area-floors.mjs). Move what both need down, or pass it in as an argument.",
      unplaced: "server/{{area}} is on no floor: place it in lint/server-area-floors.mjs.",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join("/");
    const from = serverAreaOf(file);
    if (from === null) return {};
    const fromFloor = floorOf(from);
    const check = (node) => {
      if (node?.type !== "Literal" || typeof node.value !== "string" || !node.value.startsWith(".")) return;
      const to = serverAreaOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), node.value)));
      if (to === null || to === from) return;
      const toFloor = floorOf(to);
      if (fromFloor < 0) context.report({ node, messageId: "unplaced", data: { area: from } });
      else if (toFloor < 0) context.report({ node, messageId: "unplaced", data: { area: to } });
      else if (toFloor >= fromFloor)
        context.report({
          node,
          messageId: "upward",
          data: { from, to, fromFloor: String(fromFloor + 1), toFloor: String(toFloor + 1) },
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export { SERVER_AREA_FLOORS };
