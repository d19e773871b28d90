import { DEFAULT_IMAGE_PROVIDER, type ImageProvider } from "@core/images/image-provider";

/**
 * The build's image provider, from the public build variable GATSBY_IMAGE_PROVIDER (inlined into the browser bundle;
 * validated when the build starts). Read in this one place.
 */
export const IMAGE_PROVIDER: ImageProvider =
  process.env.GATSBY_IMAGE_PROVIDER === "netlify" ? "netlify" : DEFAULT_IMAGE_PROVIDER;
