export { createSchemaCustomization } from "./src/create-schema-customization";
export { sourceNodes } from "./src/source-nodes";
