import sharp from "sharp";
import { composeSample } from "./compose-sample";
import type { TextStyle } from "./compositions/types";
import type { SampleRecipe } from "./sample-recipes";

export type RenderedSample = { bytes: Buffer; contentType: "image/jpeg" | "image/png"; width: number; height: number };

/** JPEG quality of the originals: what a designer would export for the web, well above what the proxy serves. */
const ORIGINAL_JPEG_QUALITY = 85;

/** A recipe's picture as an original file: SVG drawn by sharp (librsvg), photos as JPEG, logos and avatars as PNG. */
export async function renderSample(recipe: SampleRecipe, text: TextStyle): Promise<RenderedSample> {
  const composition = composeSample(recipe, text);
  const image = sharp(Buffer.from(composition.svg));
  const { width, height } = composition;
  if (composition.format === "png")
    return { bytes: await image.png({ compressionLevel: 9 }).toBuffer(), contentType: "image/png", width, height };
  return {
    bytes: await image.jpeg({ quality: ORIGINAL_JPEG_QUALITY }).toBuffer(),
    contentType: "image/jpeg",
    width,
    height,
  };
}
