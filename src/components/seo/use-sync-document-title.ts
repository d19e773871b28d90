import { useEffect, useRef } from "react";

/**
 * Gatsby copies the Head's elements into <head> once per page render, so a later change inside the Head
 * (the run-time flag check changing the display name) would not reach the tab title: set it directly then.
 * The first render is left to Gatsby.
 */
export function useSyncDocumentTitle(title: string): void {
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    document.title = title;
  }, [title]);
}
