import { stripQuery } from "./strip-query";

export const STYLESHEET_PRELOAD_FAILED = "スタイルシートのプリロードに失敗しました";

/**
 * Spec §8: a failed stylesheet preload logs the Japanese message and nothing else (the stylesheet itself is linked,
 * docs/decisions/stylesheet-linked.md; this covers any `<link rel="preload" as="style">` a page or script adds).
 * Resource errors do not bubble, so the listener captures.
 */
export function watchStylesheetPreloads(doc: Document = document): () => void {
  const listener = (event: Event) => {
    const link = event.target;
    if (!(link instanceof HTMLLinkElement) || link.rel !== "preload" || link.getAttribute("as") !== "style") return;
    console.warn(STYLESHEET_PRELOAD_FAILED, stripQuery(link.getAttribute("href") ?? undefined));
  };
  doc.addEventListener("error", listener, true);
  return () => doc.removeEventListener("error", listener, true);
}
