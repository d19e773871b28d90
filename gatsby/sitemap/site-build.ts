import path from "node:path";
import type { Store } from "gatsby";

type BuildState = { program: { directory: string }; config: { siteMetadata?: { siteUrl?: unknown } } };

/**
 * The project's directory and the site's origin for absolute URLs: gatsby-config's siteMetadata.siteUrl, the one the
 * pages' canonical links use, without a trailing slash.
 */
export function siteBuild(store: Store): { directory: string; publicDir: string; siteUrl: string } {
  const { program, config } = store.getState() as BuildState;
  const siteUrl = config.siteMetadata?.siteUrl;
  if (typeof siteUrl !== "string" || siteUrl === "")
    throw new Error("gatsby-config.ts: siteMetadata.siteUrl is needed for the sitemaps");
  return {
    directory: program.directory,
    publicDir: path.join(program.directory, "public"),
    siteUrl: siteUrl.replace(/\/+$/, ""),
  };
}
