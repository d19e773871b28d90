import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLNullableType,
} from "graphql";
import type { CurrentUser } from "../../core/api/current-user";
import type { GraphqlContext } from "./graphql-context";

const nonNullList = <T extends GraphQLNullableType>(type: T) =>
  new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(type)));
const required = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type);

/**
 * The Current user of spec §3 as the header and buttons need it, from the same `loadCurrentUser` as
 * GET /api/v1/authentications/current_user_information. `likedCompanies` is the follow (one concept).
 */
export const currentUserType = new GraphQLObjectType<CurrentUser, GraphqlContext>({
  name: "CurrentUser",
  fields: {
    id: { type: required(GraphQLID), resolve: (user) => user.id },
    firstName: { type: GraphQLString, resolve: (user) => user.first_name },
    lastName: { type: GraphQLString, resolve: (user) => user.last_name },
    graduateYear: { type: GraphQLString, resolve: (user) => user.graduate_year },
    graduateYearNumber: { type: GraphQLInt, resolve: (user) => user.graduate_year_number },
    notificationUnreadCount: { type: required(GraphQLInt), resolve: (user) => user.notification_unread_count },
    whatsNewUnreadCount: { type: required(GraphQLInt), resolve: (user) => user.whats_new_unread_count },
    unreadCommentsCount: { type: required(GraphQLInt), resolve: (user) => user.unread_comments_count },
    entriesCount: { type: required(GraphQLInt), resolve: (user) => user.entries_count },
    entriedEventCount: { type: required(GraphQLInt), resolve: (user) => user.entried_event_count },
    scoutEnabled: { type: required(GraphQLBoolean), resolve: (user) => user.scout_enabled },
    mailCampaignTypes: { type: nonNullList(GraphQLString), resolve: (user) => user.mail_campaign_types },
    likedCompanies: { type: nonNullList(GraphQLInt), resolve: (user) => user.liked_companies },
    profileAllUnfilled: { type: required(GraphQLBoolean), resolve: (user) => user.profile_all_unfilled },
  },
});
