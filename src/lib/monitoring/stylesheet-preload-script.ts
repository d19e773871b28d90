export const STYLESHEET_PRELOAD_FAILED = "スタイルシートのプリロードに失敗しました";

/**
 * Spec §8: a failed stylesheet preload logs the Japanese message and nothing else. An inline script in <head>
 * (gatsby-ssr.tsx), because a preload in <head> fails before any bundle runs, and an inline script costs the first
 * load no JavaScript file. The site's own stylesheet is linked, not preloaded (docs/decisions/stylesheet-linked.md):
 * this covers any `<link rel="preload" as="style">` a page or script adds. Resource errors do not bubble: it captures.
 */
export const STYLESHEET_PRELOAD_WATCH = `document.addEventListener("error",function(e){var l=e.target;if(l&&l.tagName==="LINK"&&l.rel==="preload"&&l.getAttribute("as")==="style")console.warn(${JSON.stringify(
  STYLESHEET_PRELOAD_FAILED,
)},(l.getAttribute("href")||"").split(/[?#]/)[0])},true);`;
