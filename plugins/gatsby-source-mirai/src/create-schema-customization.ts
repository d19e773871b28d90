import type { GatsbyNode } from "gatsby";
import { typeDefs } from "./type-defs";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
