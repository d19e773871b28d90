/*
 * Gatsby writes `window.pagePath="/the/page";` into every page as an inline script: a different text, so a different
 * CSP hash, on each of tens of thousands of pages. The path goes into a data attribute instead and one script, the
 * same on every page, reads it (gatsby-ssr.tsx), so the whole site's CSP names one hash for it
 * (docs/security-headers.md). Gatsby's client reads window.pagePath only to move to a page's canonical path.
 */
export const PAGE_PATH_SCRIPT = `window.pagePath=document.currentScript.getAttribute("data-page-path");`;

/** Gatsby 5's script-loader text with slices on: the page path only. */
const GATSBY_PAGE_PATH_TEXT = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/;

/** The page path of Gatsby's script-loader text, or null when it holds anything else (then it is left as it is). */
export function pagePathOfLoaderText(text: string): string | null {
  const match = GATSBY_PAGE_PATH_TEXT.exec(text);
  return match ? (JSON.parse(match[1]!) as string) : null;
}
