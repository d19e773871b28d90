export { SeoHead, type SeoHeadProps } from "./seo-head";
export { headSearch } from "./head-search";
