// Re-exports only: one Gatsby Node API per file under gatsby/.
export { createPages } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/on-post-build";
