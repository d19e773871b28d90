import * as React from "react";

/** Spec §9: the intersect directive's threshold. Any pixel of the element in the viewport counts as seen. */
export const INTERSECT_THRESHOLD = 0;

/**
 * Calls `onSeen` the first time the element enters the viewport, once for the life of the component (a page view:
 * Gatsby mounts a page's components afresh on each navigation). Returns a ref callback for the element.
 * Without IntersectionObserver (old browsers, jsdom) nothing is reported: an impression we cannot see is not sent.
 */
export function useSeenOnce<T extends Element>(onSeen: () => void): React.RefCallback<T> {
  const seen = React.useRef(false);
  const latest = React.useRef(onSeen);
  latest.current = onSeen;
  const observer = React.useRef<IntersectionObserver | null>(null);

  React.useEffect(() => () => observer.current?.disconnect(), []);

  return React.useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || seen.current || typeof IntersectionObserver === "undefined") return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (seen.current || !entries.some((entry) => entry.isIntersecting)) return;
        seen.current = true;
        observer.current?.disconnect();
        latest.current();
      },
      { threshold: INTERSECT_THRESHOLD },
    );
    observer.current.observe(element);
  }, []);
}
