import { IMAGE_KIND_SIZES } from "../../../../core/images/image-kinds";
import type { Random } from "../../random";
import { bust, randomLook } from "./people";
import { CATEGORY_PALETTES } from "./palettes";
import { svgDocument, type Composition } from "./types";

/** A student's profile picture from the shared pool: head and shoulders on a soft colour (256 × 256 PNG). */
export function avatarComposition(input: { variant: number }, random: Random): Composition {
  const palette = CATEGORY_PALETTES[input.variant % CATEGORY_PALETTES.length]!;
  const body = `<rect width="256" height="256" fill="${palette.to}" fill-opacity="0.35"/><rect width="256" height="256" fill="#ffffff" fill-opacity="0.4"/>${bust(128, 46, 1.3, randomLook(random))}`;
  const { width, height } = IMAGE_KIND_SIZES.avatar;
  return { svg: svgDocument(width, height, body), width, height, format: "png" };
}
