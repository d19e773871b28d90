/**
 * Whether pages may be left to Gatsby's deferred static generation (DSG). `MIRAI_PRERENDER_ALL=1` prerenders every
 * page instead, e.g. to compare build figures or to crawl the whole site from public/.
 */
export function deferredGenerationEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MIRAI_PRERENDER_ALL !== "1";
}
