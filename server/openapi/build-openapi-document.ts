import { z } from "zod";
import { apiErrorBodySchema } from "../../src/domain/api/api-error";
import type { OpenApiDocument } from "../../src/domain/api/openapi-document";
import { AJAX_MARKER_HEADER_NAME, AJAX_MARKER_VALUE, CSRF_HEADER_NAME } from "../http/csrf";
import { isMutatingMethod, type ApiRoute } from "../http/define-route";
import { toOpenApiPath } from "../http/path-pattern";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[]; type?: unknown };

const errorRef = { $ref: "#/components/schemas/ApiError" };

/** Schemas describe what travels on the wire, i.e. what the receiving side parses: their input side. */
export function toJsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return jsonSchema;
}

function objectParameters(schema: z.ZodType | undefined, location: "path" | "query") {
  if (!schema) return [];
  const { properties = {}, required = [] } = toJsonSchema(schema);
  return Object.entries(properties).map(([name, property]) => ({
    // arrays travel as repeated bracketed keys (spec §7)
    name: location === "query" && property.type === "array" ? `${name}[]` : name,
    in: location,
    required: location === "path" || required.includes(name),
    schema: property,
  }));
}

function headerParameters(method: string) {
  const marker = { name: AJAX_MARKER_HEADER_NAME, in: "header", required: true, schema: { type: "string", const: AJAX_MARKER_VALUE } };
  const csrf = { name: CSRF_HEADER_NAME, in: "header", required: true, description: "Equal to the csrf_token cookie", schema: { type: "string" } };
  return isMutatingMethod(method) ? [marker, csrf] : [marker];
}

function jsonContent(schema: JsonSchema) {
  return { "application/json": { schema } };
}

function operationFor(route: ApiRoute, path: string, method: string) {
  const successStatus = route.successStatus ?? 200;
  const responses: Record<string, unknown> = {
    [successStatus]:
      successStatus === 204 ? { description: "Success" } : { description: "Success", content: jsonContent(toJsonSchema(route.response)) },
    400: { description: "Invalid parameter or malformed JSON; the message names the parameter", content: jsonContent(errorRef) },
    403: { description: "Missing ajax marker or invalid CSRF token", content: jsonContent(errorRef) },
    500: { description: "Unexpected error", content: jsonContent(errorRef) },
  };
  for (const [status, documented] of Object.entries(route.otherResponses ?? {})) {
    responses[status] = {
      description: documented.description,
      content: jsonContent(documented.schema ? toJsonSchema(documented.schema) : errorRef),
    };
  }
  const namespace = path.split("/")[1] ?? "";
  return {
    operationId: route.paths.length > 1 ? `${route.operationId}_${namespace}` : route.operationId,
    summary: route.summary,
    parameters: [...objectParameters(route.params, "path"), ...objectParameters(route.query, "query"), ...headerParameters(method)],
    ...(route.body && isMutatingMethod(method) ? { requestBody: { required: true, content: jsonContent(toJsonSchema(route.body)) } } : {}),
    ...(route.freeBody && isMutatingMethod(method)
      ? { requestBody: { required: false, description: "any JSON object; accepted and ignored", content: jsonContent({ type: "object" }) } }
      : {}),
    responses,
  };
}

/** OpenAPI 3.1 document of the given routes, generated from their zod schemas (the single source of truth). */
export function buildOpenApiDocument(routes: readonly ApiRoute[]): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    for (const path of route.paths) {
      const item = (paths[toOpenApiPath(path)] ??= {});
      for (const method of route.methods) item[method.toLowerCase()] = operationFor(route, path, method);
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Mirai Career API", version: "1" },
    paths,
    components: { schemas: { ApiError: toJsonSchema(apiErrorBodySchema) } },
  };
}
