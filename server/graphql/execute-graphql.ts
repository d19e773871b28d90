import {
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
} from "graphql";
import { isDatabaseConnectionFailure } from "../../db/connection-failure";
import { documentLimitsRule } from "./document-limits";
import type { GraphqlContext } from "./graphql-context";
import { graphqlSchema } from "./schema";

export type GraphqlRequest = {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
};

export type ExecuteOptions = {
  /** Production answers no introspection (the schema is ours and documented in the repository). */
  allowIntrospection?: boolean;
};

/** Only errors we raised on purpose carry their message; anything else is logged and answered generically. */
function formatResult(result: ExecutionResult): FormattedExecutionResult {
  const errors = result.errors?.map((error) => {
    const original = error.originalError;
    if (original && !(original instanceof GraphQLError)) {
      console.error("GraphQL resolver failed", original);
      return new GraphQLError("An unexpected error occurred", {
        path: error.path,
        extensions: { code: "INTERNAL_SERVER_ERROR" },
      }).toJSON();
    }
    return error.toJSON();
  });
  return { ...(errors ? { errors } : {}), ...("data" in result ? { data: result.data } : {}) };
}

function requestError(errors: readonly GraphQLError[]): FormattedExecutionResult {
  return {
    errors: errors.map((error) =>
      error.extensions.code
        ? error.toJSON()
        : new GraphQLError(error.message, {
            nodes: error.nodes,
            source: error.source,
            positions: error.positions,
            extensions: { code: "GRAPHQL_VALIDATION_FAILED" },
          }).toJSON(),
    ),
  };
}

/**
 * Parses, validates (graphql-js rules plus depth and size limits) and runs one operation. Request errors (syntax,
 * validation) answer `{ errors }` without `data`; field errors answer `{ data, errors }`, as the GraphQL spec says.
 */
export async function executeGraphql(
  request: GraphqlRequest,
  context: GraphqlContext,
  options: ExecuteOptions = {},
): Promise<FormattedExecutionResult> {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: 2_000 });
  } catch (error) {
    if (error instanceof GraphQLError)
      return {
        errors: [
          new GraphQLError(error.message, {
            source: error.source,
            positions: error.positions,
            extensions: { code: "GRAPHQL_PARSE_FAILED" },
          }).toJSON(),
        ],
      };
    throw error;
  }
  const rules = [
    ...specifiedRules,
    documentLimitsRule,
    ...(options.allowIntrospection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  const validationErrors = validate(graphqlSchema, document, rules, { maxErrors: 20 });
  if (validationErrors.length > 0) return requestError(validationErrors);
  const result = await execute({
    schema: graphqlSchema,
    document,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
    contextValue: context,
  });
  // an unreachable database fails the whole request (503 with Retry-After from serveRoutes), not a field of it
  const outage = result.errors?.find((error) => isDatabaseConnectionFailure(error.originalError));
  if (outage) throw outage.originalError;
  return formatResult(result);
}
