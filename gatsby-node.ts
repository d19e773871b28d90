// Re-exports only: one Gatsby Node API per file under gatsby/.
export { createPages } from "./gatsby/create-pages";
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap";
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config";
export { onPostBuild } from "./gatsby/on-post-build";
