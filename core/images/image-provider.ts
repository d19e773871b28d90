/** Who resizes images: our proxy beneath the base path (spec §9 default) or Netlify Image CDN (the hosted service). */
export const IMAGE_PROVIDERS = ["proxy", "netlify"] as const;
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];
export const DEFAULT_IMAGE_PROVIDER: ImageProvider = "proxy";
