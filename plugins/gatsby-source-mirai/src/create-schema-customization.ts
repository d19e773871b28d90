import type { GatsbyNode } from "gatsby";
import { typeDefs } from "../../../catalogue-source";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
