import { apiPaths } from "../../core/api-paths";
import { openApiDocumentSchema } from "../../core/api/openapi-document";
import { defineRoute, type ApiRoute } from "../platform/http/define-route";
import { buildOpenApiDocument, type RoutesByFunction } from "./build-openapi-document";

/** Takes a getter because the document lists every route, this one included. */
export function createOpenApiRoute(getRoutes: () => RoutesByFunction): ApiRoute {
  return defineRoute(
    {
      operationId: "getOpenApiDocument",
      summary: "This API's OpenAPI 3.1 document",
      paths: [apiPaths.openApiDocument],
      methods: ["GET"],
      auth: "public",
      response: openApiDocumentSchema,
      maxAgeSeconds: 300,
      // a plain GET, so that Prism, Redocly, Swagger UI or a browser tab can load the document by its URL
      ajaxMarker: false,
    },
    async () => buildOpenApiDocument(getRoutes()),
  );
}
