import { GraphQLInt, GraphQLNonNull, GraphQLObjectType } from "graphql";
import type { Clip } from "../engagement/clip-service";
import type { GraphqlContext } from "./graphql-context";

/** One of the viewer's clips; `bookmarkId` is the clips row id. */
export const clipType = new GraphQLObjectType<Clip, GraphqlContext>({
  name: "Clip",
  fields: {
    eventId: { type: new GraphQLNonNull(GraphQLInt) },
    bookmarkId: { type: new GraphQLNonNull(GraphQLInt) },
  },
});
