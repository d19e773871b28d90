/**
 * Spec §4: a page restored from the back/forward cache is reloaded, so it never shows state (sign-in, follows,
 * entries) frozen from before the user left it.
 */
export function reloadOnBackForwardRestore(win: Pick<Window, "addEventListener" | "location">): void {
  win.addEventListener("pageshow", (event) => {
    if ((event as PageTransitionEvent).persisted) win.location.reload();
  });
}
