/** Spec §9: the idle callback's fallback where requestIdleCallback is missing (Safari). */
export const IDLE_FALLBACK_MS = 50;

/**
 * Runs `run` once the page is interactive: after the window's load event, at the next idle moment (or 50 ms later
 * without requestIdleCallback). Returns a function that cancels it.
 */
export function afterInteractive(run: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    if (!cancelled) run();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") idleHandle = window.requestIdleCallback(go, { timeout: 2000 });
    else timer = setTimeout(go, IDLE_FALLBACK_MS);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
