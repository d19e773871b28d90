/** Spec §9: scroll-to animation of 700 ms, stopping 100 px above the target (room for the sticky header). */
export const SCROLL_DURATION_MS = 700;
export const SCROLL_OFFSET_PX = -100;

export interface ScrollToElementOptions {
  duration?: number;
  offset?: number;
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Smoothly scrolls the window so `element` sits `offset` px below the top; resolves when done. */
export function scrollToElement(
  element: Element,
  { duration = SCROLL_DURATION_MS, offset = SCROLL_OFFSET_PX }: ScrollToElementOptions = {},
): Promise<void> {
  const start = window.scrollY;
  const target = Math.max(0, start + element.getBoundingClientRect().top + offset);
  if (duration <= 0 || prefersReducedMotion() || typeof window.requestAnimationFrame !== "function") {
    window.scrollTo(0, target);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let startTime: number | undefined;
    const step = (now: number) => {
      startTime ??= now;
      const progress = Math.min(1, (now - startTime) / duration);
      window.scrollTo(0, start + (target - start) * easeInOutCubic(progress));
      if (progress < 1) window.requestAnimationFrame(step);
      else resolve();
    };
    window.requestAnimationFrame(step);
  });
}
