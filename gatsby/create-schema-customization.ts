import type { GatsbyNode } from "gatsby";
import { deferredPageDataTypeDefs } from "./deferred-page-data";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(deferredPageDataTypeDefs);
};
