import { graphql, useStaticQuery } from "gatsby";

interface SiteUrlQuery {
  site: { siteMetadata: { siteUrl: string | null } | null } | null;
}

/** The site's absolute origin from gatsby-config's siteMetadata.siteUrl, without a trailing slash. */
export function useSiteUrl(): string {
  const data = useStaticQuery<SiteUrlQuery>(graphql`
    query SeoSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return (data.site?.siteMetadata?.siteUrl ?? "").replace(/\/+$/, "");
}
