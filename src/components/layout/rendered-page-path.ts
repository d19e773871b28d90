export interface PageElementProps {
  location: { pathname: string };
  pageResources?: unknown;
}

/**
 * The path of the page being rendered. In the browser that is the page's own path (`pageResources.page.path`),
 * not the URL: the 404 page served for an unknown /user_registrations/… URL must hydrate with the layout it
 * was prerendered with. While prerendering, `location.pathname` is the page's path.
 */
export function renderedPagePath(props: PageElementProps): string {
  const page = (props.pageResources as { page?: { path?: unknown } } | undefined)?.page;
  return typeof page?.path === "string" ? page.path : props.location.pathname;
}
