import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/** Largest accepted `query` text in characters (the route rejects longer ones with 400 before parsing). */
export const MAX_DOCUMENT_LENGTH = 10_000;
/** Deepest selection nesting (`viewer { clips { eventId } }` is 3). */
export const MAX_DEPTH = 6;
/** Most fields selected in one document, fragments counted where they are spread (stops alias flooding). */
export const MAX_FIELDS = 200;

function measure(document: DocumentNode): { depth: number; fields: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  let fields = 0;
  // `visiting` guards against fragment cycles (graphql-js reports them as a validation error of its own).
  const walk = (set: SelectionSetNode, depth: number, visiting: ReadonlySet<string>): number => {
    let deepest = depth;
    for (const selection of set.selections) {
      if (fields > MAX_FIELDS) return deepest;
      if (selection.kind === Kind.FIELD) {
        fields += 1;
        deepest = Math.max(
          deepest,
          selection.selectionSet ? walk(selection.selectionSet, depth + 1, visiting) : depth + 1,
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, walk(selection.selectionSet, depth, visiting));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !visiting.has(name))
          deepest = Math.max(deepest, walk(fragment.selectionSet, depth, new Set([...visiting, name])));
      }
    }
    return deepest;
  };
  let depth = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION)
      depth = Math.max(depth, walk(definition.selectionSet, 0, new Set()));
  }
  return { depth, fields };
}

/** A validation rule: documents deeper than MAX_DEPTH or with more than MAX_FIELDS fields are refused. */
export function documentLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    Document(node) {
      const { depth, fields } = measure(node);
      if (depth > MAX_DEPTH)
        context.reportError(
          new GraphQLError(`The document is nested ${depth} levels deep; at most ${MAX_DEPTH} are allowed`, {
            extensions: { code: "BAD_REQUEST" },
          }),
        );
      if (fields > MAX_FIELDS)
        context.reportError(
          new GraphQLError(`The document selects more than ${MAX_FIELDS} fields`, {
            extensions: { code: "BAD_REQUEST" },
          }),
        );
      return false;
    },
  };
}
