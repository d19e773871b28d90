/**
 * Picture layouts of the company page (company-detail.module.css), shared by the markup and the Head that preloads the
 * official image (the page's LCP picture).
 */

/** `.officialImage`: the header, up to 960 px wide (12:5), the container's width below that. */
export const COMPANY_OFFICIAL_IMAGE = {
  kind: "officialImage",
  width: 960,
  height: 400,
  sizes: "(min-width: 1008px) 960px, 100vw",
} as const;

/** `.gallery` tiles (auto-fill, at least 220 px, 16:10): four in the 1032-px content, two or three on tablets, one on phones. */
export const COMPANY_GALLERY_IMAGE = {
  kind: "scene",
  width: 320,
  height: 200,
  sizes: "(min-width: 1080px) 246px, (min-width: 480px) 50vw, 100vw",
} as const;
