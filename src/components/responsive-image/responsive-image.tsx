import * as React from "react";
import { imageSources, type ImageLayout } from "@/lib/images/responsive-image";

/**
 * `fetchpriority="high"` for an `<img>` or `<link rel="preload">`, spread into its props: React 18 does not know
 * `fetchPriority` (it warns and asks for the lowercase attribute); the browser reads `fetchpriority` either way.
 */
export const HIGH_FETCH_PRIORITY: object = { fetchpriority: "high" };

type ResponsiveImageProps = ImageLayout & {
  /** a site path of the media store (`/media/…`, resized) or any other URL (used as it is) */
  src: string;
  alt: string;
  className?: string;
  /**
   * The page's LCP picture, or one shown at once when it appears (a dialog's): loaded eagerly with high fetch priority
   * (a page's Head preloads its LCP picture too, with `ImagePreload` and the same layout). Every other picture is lazy.
   */
  priority?: boolean;
};

/**
 * A picture through our URL builder (spec §9): srcset and sizes from the layout, width/height attributes, the blurred
 * 10 × 10 placeholder as a background until the picture has loaded, lazy unless it is the LCP picture. One component for
 * build-time pages and request-time views (the same builder, no build-time image bytes).
 */
export function ResponsiveImage({ src, alt, className, priority = false, ...layout }: ResponsiveImageProps) {
  const sources = imageSources(src, layout);
  const [loaded, setLoaded] = React.useState(false);
  const ref = React.useRef<HTMLImageElement>(null);
  React.useEffect(() => {
    // A picture that finished loading before hydration fires no load event React sees.
    const image = ref.current;
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);
  const style: React.CSSProperties | undefined =
    sources.placeholder && !loaded
      ? { backgroundImage: `url("${sources.placeholder}")`, backgroundSize: "cover", backgroundPosition: "center" }
      : undefined;
  return (
    <img
      ref={ref}
      className={className}
      src={sources.src}
      srcSet={sources.srcSet || undefined}
      sizes={sources.sizes}
      alt={alt}
      width={sources.width}
      height={sources.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      {...(priority ? HIGH_FETCH_PRIORITY : {})}
      style={style}
      onLoad={() => setLoaded(true)}
    />
  );
}

type ImagePreloadProps = ImageLayout & { src: string | null | undefined };

/** For a page's Head: preloads the LCP picture with exactly the srcset and sizes its `ResponsiveImage priority` uses. */
export function ImagePreload({ src, ...layout }: ImagePreloadProps) {
  if (!src) return null;
  const sources = imageSources(src, layout);
  return (
    <link
      rel="preload"
      as="image"
      href={sources.src}
      imageSrcSet={sources.srcSet || undefined}
      imageSizes={sources.sizes}
      {...HIGH_FETCH_PRIORITY}
    />
  );
}
