/**
 * After a client-side navigation, keyboard and screen-reader users start at the new page's heading: focus moves to
 * the page's h1 (out of the tab order, tabindex -1) and Gatsby's route announcer (#gatsby-announcer, aria-live) says
 * the new page's title in Japanese instead of its English "Navigated to …".
 *
 * Not on the first load (the browser starts at the top itself), not when only the query or the hash changed (a list's
 * filters and sort write the query: the focus stays on the control the student is using), and not when the new page
 * has already put the focus somewhere inside its main region itself (a FocusHeading, an error field).
 */

export interface RouteLocation {
  pathname: string;
}

export function shouldMoveFocus(location: RouteLocation, previous: RouteLocation | null | undefined): boolean {
  return previous != null && previous.pathname !== location.pathname;
}

export const ANNOUNCER_ID = "gatsby-announcer";

/** What the announcer says: the document's title, else the h1's text. */
export function announcementFor(title: string, headingText: string | null): string {
  const name = title.trim() || headingText?.trim() || "";
  return name ? `${name}に移動しました` : "ページを移動しました";
}

export function focusPageHeading(doc: Document): void {
  const main = doc.getElementById("main");
  const active = doc.activeElement;
  const pageFocusedItself = main !== null && active !== null && active !== main && main.contains(active);
  const heading = (main ?? doc).querySelector("h1");
  if (heading && !pageFocusedItself) {
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.setAttribute("data-route-focus", "");
    (heading as HTMLElement).focus({ preventScroll: true });
  }
  const announcer = doc.getElementById(ANNOUNCER_ID);
  if (!announcer) return;
  const announce = () => (announcer.textContent = announcementFor(doc.title, heading?.textContent ?? null));
  announce();
  // Gatsby's Head replaces the old page's head elements in its own render: on a fast load the title can still be
  // missing two frames after the update. Say the title once it is there (the h1 is said until then).
  if (!doc.title.trim() && doc.head && typeof MutationObserver === "function") {
    const observer = new MutationObserver(() => {
      if (!doc.title.trim()) return;
      announce();
      observer.disconnect();
    });
    observer.observe(doc.head, { childList: true, subtree: true, characterData: true });
    setTimeout(() => observer.disconnect(), TITLE_WAIT_MS);
  }
}

/** How long the announcer waits for a missing title before it leaves the h1's text as it is. */
const TITLE_WAIT_MS = 3_000;

/**
 * Runs after Gatsby's announcer has written its own text (it does so in a requestAnimationFrame of the same update)
 * and after the page's Head has set the new title: two frames later.
 */
export function moveFocusAfterRouteUpdate(
  win: Window,
  location: RouteLocation,
  previous: RouteLocation | null | undefined,
): void {
  if (!shouldMoveFocus(location, previous)) return;
  win.requestAnimationFrame(() => win.requestAnimationFrame(() => focusPageHeading(win.document)));
}
