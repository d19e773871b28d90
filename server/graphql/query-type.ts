import { GraphQLInt, GraphQLNonNull, GraphQLObjectType } from "graphql";
import { eventClipState } from "../engagement/clip-service";
import { companyFollowState } from "../engagement/follow-service";
import { companyType } from "./company-type";
import { eventType } from "./event-type";
import { withNotFound } from "./graphql-errors";
import type { GraphqlContext } from "./graphql-context";
import { viewerType } from "./viewer-type";

export const queryType = new GraphQLObjectType<unknown, GraphqlContext>({
  name: "Query",
  fields: {
    viewer: {
      type: viewerType,
      description: "The signed-in student; null when anonymous.",
      resolve: (_root, _args, context) => context.viewer,
    },
    company: {
      type: companyType,
      description:
        "A company as the viewer sees it (followed/liked false when anonymous); NOT_FOUND for an unknown id.",
      args: { id: { type: new GraphQLNonNull(GraphQLInt) } },
      resolve: (_root, args: { id: number }, context) =>
        withNotFound(() => companyFollowState(context.db, context.viewer?.userId ?? null, args.id)),
    },
    event: {
      type: eventType,
      description: "A published event as the viewer sees it; NOT_FOUND for an unknown or unpublished id.",
      args: { id: { type: new GraphQLNonNull(GraphQLInt) } },
      resolve: (_root, args: { id: number }, context) =>
        withNotFound(() => eventClipState(context.db, context.viewer?.userId ?? null, args.id, context.now)),
    },
  },
});
