/**
 * Intrinsic sizes of the pictures each image field holds, by kind (the sample compositions in db/seed/media draw them
 * at exactly these sizes; uploads are expected at them). Pages read them instead of the image bytes: the build never
 * opens a picture, and a srcset never asks the proxy to enlarge an original past its own width.
 */
export const IMAGE_KIND_SIZES = {
  /** company square logos, channel icons, partner-site logos */
  logo: { width: 400, height: 400 },
  /** a company's official (header) image */
  officialImage: { width: 1600, height: 900 },
  /** an event's eye-catch (16:9) */
  eyeCatch: { width: 1280, height: 720 },
  /** feature-video, feature-event and popup banners */
  banner: { width: 1280, height: 720 },
  videoThumbnail: { width: 1280, height: 720 },
  /** a short (vertical) video's thumbnail */
  shortVideoThumbnail: { width: 720, height: 1280 },
  /** gallery items and internship summary images */
  scene: { width: 1200, height: 800 },
  /** student avatars */
  avatar: { width: 256, height: 256 },
} as const satisfies Record<string, { width: number; height: number }>;

export type ImageKind = keyof typeof IMAGE_KIND_SIZES;
