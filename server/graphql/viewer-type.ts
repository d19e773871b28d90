import {
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLNullableType,
} from "graphql";
import type { Viewer } from "../auth/authenticate";
import { universityRecordEventIds } from "../entries/university-record";
import { loadCurrentUser } from "../users/current-user-service";
import { clipType } from "./clip-type";
import { currentUserType } from "./current-user-type";
import type { GraphqlContext } from "./graphql-context";

const nonNullList = <T extends GraphQLNullableType>(type: T) =>
  new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)));

/** The signed-in student, what they follow and clip, and the events students of their university entered. */
export const viewerType = new GraphQLObjectType<Viewer, GraphqlContext>({
  name: "Viewer",
  fields: {
    id: { type: new GraphQLNonNull(GraphQLID), resolve: (viewer) => viewer.userId },
    followedCompanyIds: {
      type: nonNullList(GraphQLInt),
      resolve: (viewer, _args, context) => context.followedCompanyIds(viewer.userId),
    },
    clippedEventIds: {
      type: nonNullList(GraphQLInt),
      resolve: async (viewer, _args, context) => (await context.clips(viewer.userId)).map((clip) => clip.eventId),
    },
    universityRecordEventIds: {
      type: nonNullList(GraphQLInt),
      description:
        "Published events at which another student of the viewer's university holds a seat (entered, invited, " +
        "elected, attended): the list items' has_record_on_current_user_university, for the cards' mark",
      resolve: (viewer, _args, context) => universityRecordEventIds(context.db, viewer.userId, context.now),
    },
    clips: { type: nonNullList(clipType), resolve: (viewer, _args, context) => context.clips(viewer.userId) },
    currentUser: {
      type: new GraphQLNonNull(currentUserType),
      resolve: (viewer, _args, context) => loadCurrentUser(context.db, viewer.userId),
    },
  },
});
