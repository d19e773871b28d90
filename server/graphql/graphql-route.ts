import { apiPaths } from "../../core/api-paths";
import { z } from "zod";
import { defineRoute } from "../platform/http/define-route";
import { MAX_DOCUMENT_LENGTH } from "./document-limits";
import { executeGraphql } from "./execute-graphql";
import { createGraphqlContext } from "./graphql-context";

/** A JSON object or nothing. Free-form by nature: graphql-js checks variables against the operation's declarations. */
const jsonObjectOrNull = z
  .unknown()
  .refine((value) => value === undefined || value === null || (typeof value === "object" && !Array.isArray(value)), {
    message: "Expected a JSON object or null",
  });

export const graphqlBodySchema = z.strictObject({
  query: z.string().min(1).max(MAX_DOCUMENT_LENGTH),
  /** an object of the operation's variables */
  variables: jsonObjectOrNull.optional(),
  operationName: z.string().max(200).nullish(),
  /** sent by Apollo Client (client awareness); ignored */
  extensions: jsonObjectOrNull.optional(),
});

const graphqlErrorSchema = z.object({
  message: z.string(),
  locations: z.array(z.object({ line: z.number().int(), column: z.number().int() })).optional(),
  path: z.array(z.union([z.string(), z.number().int()])).optional(),
  extensions: z.object({ code: z.string().optional() }).loose().optional(),
});

export const graphqlResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  errors: z.array(graphqlErrorSchema).optional(),
});

/** Introspection is for development and tests; production (Netlify's CONTEXT=production) refuses it. */
function allowIntrospection(): boolean {
  return process.env.CONTEXT !== "production" && process.env.NODE_ENV !== "production";
}

export const graphqlRoute = defineRoute(
  {
    operationId: "graphql",
    summary:
      "GraphQL (follows and clips of the signed-in student). POST only, so the ajax marker and CSRF checks apply to queries too. " +
      "Answers 200 with `{ data, errors }`; `errors[].extensions.code` is UNAUTHENTICATED (anonymous mutation), NOT_FOUND, " +
      "GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, BAD_REQUEST (depth/size limits) or INTERNAL_SERVER_ERROR",
    paths: [apiPaths.graphql],
    methods: ["POST"],
    auth: "viewer",
    body: graphqlBodySchema,
    response: graphqlResponseSchema,
    personal: true,
  },
  async ({ db, body, viewer }) => {
    const variables = (body.variables ?? null) as Record<string, unknown> | null;
    const context = createGraphqlContext(db, await viewer());
    const result = await executeGraphql({ query: body.query, variables, operationName: body.operationName }, context, {
      allowIntrospection: allowIntrospection(),
    });
    return Response.json(result);
  },
);
