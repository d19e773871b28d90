import { GraphQLSchema } from "graphql";
import { mutationType } from "./mutation-type";
import { queryType } from "./query-type";

/** The engagement schema served at POST /api/graphql (server/graphql/graphql-route.ts). */
export const graphqlSchema = new GraphQLSchema({ query: queryType, mutation: mutationType });
