import sharp from "sharp";
import type { ImageFit } from "../../core/images/image-rules";
import type { OutputFormat } from "./image-format";

/** Sources above 20 megapixels are refused (sharp's `limitInputPixels`): resizing them costs too much memory and time. */
export const MAX_SOURCE_PIXELS = 20_000_000;

/** Raster formats the proxy reads (sharp's names; AVIF reads as heif). SVG and anything else is not a source. */
const SOURCE_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp", "heif", "gif"]);

export type TransformOptions = {
  width: number;
  height?: number;
  fit: ImageFit;
  format: OutputFormat;
  quality: number;
  blur?: number;
};

/** Why a source cannot be resized: it is not an image we read, or it is too large. */
export class UnusableSourceError extends Error {
  override readonly name = "UnusableSourceError";
}

/**
 * Resizes `source` (spec §7): cover crops keep what draws the eye, faces above all (`attention`), the orientation
 * is applied from EXIF and then every piece of metadata (EXIF, XMP, ICC) is dropped with the conversion to sRGB.
 * A width-only resize never enlarges; a width × height box is filled exactly.
 */
export async function transformImage(source: Uint8Array, options: TransformOptions): Promise<Buffer> {
  const input = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: "error" });
  const metadata = await input.metadata().catch(() => null);
  if (!metadata?.format || !SOURCE_FORMATS.has(metadata.format))
    throw new UnusableSourceError("is not an image the proxy reads (JPEG, PNG, WebP, AVIF, GIF)");
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_SOURCE_PIXELS)
    throw new UnusableSourceError("is larger than 20 megapixels");

  let pipeline = input.rotate().resize({
    width: options.width,
    height: options.height,
    fit: options.fit,
    position: options.fit === "cover" ? sharp.strategy.attention : "centre",
    withoutEnlargement: options.height === undefined,
  });
  if (options.blur !== undefined) pipeline = pipeline.blur(Math.max(0.3, options.blur));
  if (options.format === "jpeg") pipeline = pipeline.flatten({ background: "#ffffff" });
  const encoded = {
    webp: () => pipeline.webp({ quality: options.quality }),
    avif: () => pipeline.avif({ quality: options.quality, effort: 2 }),
    jpeg: () => pipeline.jpeg({ quality: options.quality, progressive: true }),
    png: () => pipeline.png({ compressionLevel: 9 }),
  }[options.format]();
  try {
    return await encoded.toBuffer();
  } catch (error) {
    // A header sharp could read over a body it cannot (truncated, corrupt): the source is at fault, not the server.
    throw new UnusableSourceError(
      `could not be read as an image (${error instanceof Error ? error.message : "unknown error"})`,
    );
  }
}
