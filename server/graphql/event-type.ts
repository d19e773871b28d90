import { GraphQLBoolean, GraphQLInt, GraphQLNonNull, GraphQLObjectType } from "graphql";
import type { EventClipState } from "../engagement/clip-service";
import type { GraphqlContext } from "./graphql-context";

/** An event as the viewer sees it: their clip (`bookmarkId` is the clip's id, the spec's `bookmark_id`) and everyone's clips. */
export const eventType = new GraphQLObjectType<EventClipState, GraphqlContext>({
  name: "Event",
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    clipped: { type: new GraphQLNonNull(GraphQLBoolean) },
    bookmarkId: { type: GraphQLInt },
    clipCount: { type: new GraphQLNonNull(GraphQLInt) },
  },
});
