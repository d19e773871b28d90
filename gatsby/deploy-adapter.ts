import type { GatsbyConfig } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";

/**
 * On Netlify's build machines (NETLIFY is set there) the Netlify adapter turns deferred (DSG) pages into a function
 * that renders them on first request and caches the result. It is a pinned dependency rather than the adapter
 * Gatsby would otherwise download during the build. Elsewhere no adapter: `npm start` serves deferred pages with
 * Gatsby's engines itself (scripts/lib/local-site/deferred-pages.ts), and a local build writes nothing for Netlify.
 */
export function deployAdapter(env: NodeJS.ProcessEnv = process.env): GatsbyConfig["adapter"] {
  if (!env.NETLIFY) return undefined;
  return createNetlifyAdapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false });
}
