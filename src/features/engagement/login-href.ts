import * as React from "react";

export const LOGIN_PATH = "/login";

/** The sign-in page, coming back to `returnTo` (a path on this site) afterwards. */
export function loginHref(returnTo: string): string {
  return `${LOGIN_PATH}?return_to=${encodeURIComponent(returnTo)}`;
}

/**
 * The sign-in link for the current page. The server render (which has no `window`) links to the plain sign-in page;
 * after mount the link carries the page's own path and query, so the student comes back here.
 */
export function useLoginHref(): string {
  const [href, setHref] = React.useState(LOGIN_PATH);
  React.useEffect(() => setHref(loginHref(`${window.location.pathname}${window.location.search}`)), []);
  return href;
}
