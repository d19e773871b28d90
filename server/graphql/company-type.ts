import { GraphQLBoolean, GraphQLInt, GraphQLNonNull, GraphQLObjectType } from "graphql";
import type { CompanyFollowState } from "../engagement/follow-service";
import type { GraphqlContext } from "./graphql-context";

/** A company as the viewer sees it. `liked` and `followed` are one concept (spec §3): both reflect the follow. */
export const companyType = new GraphQLObjectType<CompanyFollowState, GraphqlContext>({
  name: "Company",
  fields: {
    id: { type: new GraphQLNonNull(GraphQLInt) },
    followed: { type: new GraphQLNonNull(GraphQLBoolean) },
    liked: { type: new GraphQLNonNull(GraphQLBoolean), resolve: (company) => company.followed },
  },
});
