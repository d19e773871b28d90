import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { createGraphqlFetch, GRAPHQL_PATH } from "./graphql-fetch";

/** `Company:{id}`, `Event:{id}` and `Viewer:{id}` are normalised; `viewer` is one field of the root query. */
export function createEngagementCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Company: { keyFields: ["id"] },
      Event: { keyFields: ["id"] },
      Viewer: { keyFields: ["id"] },
      // A clip is a value of the viewer, not an entity of its own.
      Clip: { keyFields: false },
    },
  });
}

/** The browser's Apollo Client for /api/graphql; `fetch` is replaceable for tests. */
export function createApolloClient(options: { fetch?: typeof fetch; uri?: string } = {}): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: options.uri ?? GRAPHQL_PATH, fetch: createGraphqlFetch(options.fetch) }),
    cache: createEngagementCache(),
    // The schema has no use for the client-awareness extension.
    clientAwareness: {},
    enhancedClientAwareness: { transport: false },
  });
}
