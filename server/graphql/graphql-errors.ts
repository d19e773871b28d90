import { GraphQLError } from "graphql";
import { EngagementNotFoundError } from "../engagement/engagement-errors";

/** `extensions.code` values clients can rely on. */
export type GraphqlErrorCode = "UNAUTHENTICATED" | "NOT_FOUND" | "BAD_REQUEST" | "INTERNAL_SERVER_ERROR";

export function graphqlError(code: GraphqlErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export function unauthenticated(): GraphQLError {
  return graphqlError("UNAUTHENTICATED", "Sign in first: this operation needs a signed-in student");
}

/** Runs a service call, turning its not-found error into a NOT_FOUND GraphQL error. */
export async function withNotFound<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof EngagementNotFoundError) throw graphqlError("NOT_FOUND", error.message);
    throw error;
  }
}
