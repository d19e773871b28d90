// A thin shell: what is read and how it becomes nodes lives in catalogue-source/ (one module, shared with gatsby/ and
// the preview pages).
export { createSchemaCustomization } from "./src/create-schema-customization";
export { pluginOptionsSchema } from "./src/plugin-options-schema";
export { sourceNodes } from "./src/source-nodes";
