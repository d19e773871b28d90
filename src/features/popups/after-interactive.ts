import { onIdle } from "@/lib/runtime/on-idle";

/**
 * Runs `run` once the page is interactive: after the window's load event, at the next idle moment (`onIdle`: 50 ms
 * later without requestIdleCallback). Returns a function that cancels it.
 */
export function afterInteractive(run: () => void): () => void {
  let cancelled = false;
  const schedule = () => {
    if (!cancelled) onIdle(() => !cancelled && run(), { timeout: 2000 });
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
  };
}
