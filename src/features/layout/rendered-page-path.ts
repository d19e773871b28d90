export interface PageElementProps {
  location: { pathname: string };
  pageResources?: unknown;
}

/**
 * The path of the page being rendered. In the browser that is the page's own path (`pageResources.page.path`),
 * not the URL: the 404 page served for an unknown /user_registrations/… URL must hydrate with the layout it
 * was prerendered with. The query and hash that Gatsby leaves on the page's path are dropped. While prerendering,
 * `location.pathname` is the page's path.
 */
export function renderedPagePath(props: PageElementProps): string {
  const page = (props.pageResources as { page?: { path?: unknown } } | undefined)?.page;
  // Gatsby's loader gives the page the URL's query too (`/user_registrations?utm_source=x`): only the path counts.
  return typeof page?.path === "string" ? page.path.replace(/[?#].*$/, "") : props.location.pathname;
}
