/**
 * Headers of every image answer (a resized image or an original). A URL names one image for good (sample keys carry
 * a hash of what they show; an upload gets a new key, never new bytes under an old one), so browsers keep it a year
 * without asking again and Netlify's durable cache shares one copy between all CDN nodes.
 */
export const IMMUTABLE_IMAGE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "public, max-age=31536000, immutable",
  "Netlify-CDN-Cache-Control": "public, durable, max-age=31536000, immutable",
  "X-Content-Type-Options": "nosniff",
};

/** For `fm=auto`, whose answer depends on Accept: browsers (Vary) and Netlify's CDN (Netlify-Vary) keep one per value. */
export const VARY_BY_ACCEPT_HEADERS: Readonly<Record<string, string>> = {
  Vary: "Accept",
  "Netlify-Vary": "header=Accept",
};
