// GraphQL, OpenAPI
export const graphql = "/api/graphql";
export const openApiDocument = "/api/openapi.json";
