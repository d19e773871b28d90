import type { NodeInput } from "gatsby";
import type { NodeType } from "./node-types";

export type NodeHelpers = {
  createNodeId: (input: string) => string;
  createContentDigest: (input: string | object) => string;
};

/** Wraps a node's fields with its Gatsby id (from type + database key) and content digest. */
export function makeNodeInput<Fields extends Record<string, unknown>>(
  type: NodeType,
  key: string | number,
  fields: Fields,
  helpers: NodeHelpers,
): NodeInput & Fields {
  return {
    ...fields,
    id: helpers.createNodeId(`${type}-${key}`),
    parent: null,
    children: [],
    internal: { type, contentDigest: helpers.createContentDigest(fields) },
  };
}
