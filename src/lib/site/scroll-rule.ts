/** Spec §2 Behaviours: navigation scrolls to the top, except on these pages (they manage their own scroll). */
export const PATHS_KEEPING_SCROLL: readonly string[] = [
  "/infos/external_data_processors",
  "/user_registrations/basic_information",
];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/**
 * What Gatsby's `shouldUpdateScroll` returns for a navigation to `pathname`: `false` keeps the scroll
 * position; `true` is Gatsby's own handling — top of the page on a new navigation, the `#hash` target
 * when there is one, the remembered position on back/forward.
 */
export function shouldResetScroll(pathname: string): boolean {
  return !PATHS_KEEPING_SCROLL.includes(withoutTrailingSlash(pathname));
}
