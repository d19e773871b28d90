import { GraphQLInt, GraphQLNonNull, GraphQLObjectType, type GraphQLFieldConfig } from "graphql";
import type { Viewer } from "../auth/authenticate";
import { clipEvent, unclipEvent } from "../engagement/clip-service";
import { followCompany, unfollowCompany } from "../engagement/follow-service";
import { companyType } from "./company-type";
import { eventType } from "./event-type";
import { unauthenticated, withNotFound } from "./graphql-errors";
import type { GraphqlContext } from "./graphql-context";

type IdArgs<K extends string> = Record<K, number>;

/** A mutation on one id that needs a signed-in student: anonymous → UNAUTHENTICATED, unknown id → NOT_FOUND. */
function viewerMutation<K extends string>(
  argName: K,
  type: typeof companyType | typeof eventType,
  description: string,
  run: (context: GraphqlContext, viewer: Viewer, id: number) => Promise<unknown>,
): GraphQLFieldConfig<unknown, GraphqlContext, IdArgs<K>> {
  return {
    type: new GraphQLNonNull(type),
    description,
    args: { [argName]: { type: new GraphQLNonNull(GraphQLInt) } } as Record<
      K,
      { type: GraphQLNonNull<typeof GraphQLInt> }
    >,
    async resolve(_root, args, context) {
      if (!context.viewer) throw unauthenticated();
      const viewer = context.viewer;
      const result = await withNotFound(() => run(context, viewer, args[argName]));
      context.forgetReads();
      return result;
    },
  };
}

export const mutationType = new GraphQLObjectType<unknown, GraphqlContext>({
  name: "Mutation",
  fields: {
    followCompany: viewerMutation("companyId", companyType, "Follows a company (idempotent).", ({ db }, viewer, id) =>
      followCompany(db, viewer.userId, id),
    ),
    unfollowCompany: viewerMutation(
      "companyId",
      companyType,
      "Unfollows a company (idempotent).",
      ({ db }, viewer, id) => unfollowCompany(db, viewer.userId, id),
    ),
    clipEvent: viewerMutation(
      "eventId",
      eventType,
      "Clips a published event (idempotent).",
      ({ db, now }, viewer, id) => clipEvent(db, viewer.userId, id, now),
    ),
    unclipEvent: viewerMutation(
      "eventId",
      eventType,
      "Removes the viewer's clip of an event (idempotent).",
      ({ db, now }, viewer, id) => unclipEvent(db, viewer.userId, id, now),
    ),
  },
});
