export { SeoHead, type SeoHeadProps } from "./seo-head";
export { headSearch, type HeadLocation } from "./head-search";
export { useJsonLdContext, type JsonLdContext } from "./use-json-ld-context";
